from enum import StrEnum


class StealCommandType(StrEnum):
    STEAL = "steal"

    def __str__(self) -> str:
        return str(self.value)
