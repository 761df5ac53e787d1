from enum import StrEnum


class ForcedMoveCommandType(StrEnum):
    FORCED_MOVE = "forced_move"

    def __str__(self) -> str:
        return str(self.value)
