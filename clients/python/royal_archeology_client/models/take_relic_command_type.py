from enum import StrEnum


class TakeRelicCommandType(StrEnum):
    TAKE_RELIC = "take_relic"

    def __str__(self) -> str:
        return str(self.value)
