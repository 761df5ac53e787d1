from enum import StrEnum


class ReserveCardDrawnEventType(StrEnum):
    RESERVE_CARD_DRAWN = "reserve_card_drawn"

    def __str__(self) -> str:
        return str(self.value)
