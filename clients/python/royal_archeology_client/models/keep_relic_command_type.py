from enum import StrEnum


class KeepRelicCommandType(StrEnum):
    KEEP_RELIC = "keep_relic"

    def __str__(self) -> str:
        return str(self.value)
