from enum import StrEnum


class KeepCommandType(StrEnum):
    KEEP = "keep"

    def __str__(self) -> str:
        return str(self.value)
