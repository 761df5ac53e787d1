from enum import StrEnum


class PawnPlacedEventType(StrEnum):
    PAWN_PLACED = "pawn_placed"

    def __str__(self) -> str:
        return str(self.value)
