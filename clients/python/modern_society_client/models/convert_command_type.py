from enum import StrEnum


class ConvertCommandType(StrEnum):
    CONVERT = "convert"

    def __str__(self) -> str:
        return str(self.value)
