from enum import StrEnum


class ExchangeDeclinedEventType(StrEnum):
    EXCHANGE_DECLINED = "exchange_declined"

    def __str__(self) -> str:
        return str(self.value)
