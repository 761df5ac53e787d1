from enum import StrEnum


class SellRelicEventType(StrEnum):
    SELL_RELIC = "sell_relic"

    def __str__(self) -> str:
        return str(self.value)
