from enum import StrEnum


class BlueMoveCommandType(StrEnum):
    BLUE_MOVE = "blue_move"

    def __str__(self) -> str:
        return str(self.value)
