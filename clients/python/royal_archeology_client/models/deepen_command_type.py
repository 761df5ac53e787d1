from enum import StrEnum


class DeepenCommandType(StrEnum):
    DEEPEN = "deepen"

    def __str__(self) -> str:
        return str(self.value)
