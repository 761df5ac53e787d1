from enum import StrEnum


class ExchangeCardKeptEventType(StrEnum):
    EXCHANGE_CARD_KEPT = "exchange_card_kept"

    def __str__(self) -> str:
        return str(self.value)
