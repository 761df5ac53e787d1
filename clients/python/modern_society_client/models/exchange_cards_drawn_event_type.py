from enum import StrEnum


class ExchangeCardsDrawnEventType(StrEnum):
    EXCHANGE_CARDS_DRAWN = "exchange_cards_drawn"

    def __str__(self) -> str:
        return str(self.value)
