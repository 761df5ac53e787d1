from enum import StrEnum


class SkipActionCommandType(StrEnum):
    SKIP_ACTION = "skip_action"

    def __str__(self) -> str:
        return str(self.value)
