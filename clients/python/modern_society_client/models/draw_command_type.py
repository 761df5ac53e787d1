from enum import StrEnum


class DrawCommandType(StrEnum):
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
