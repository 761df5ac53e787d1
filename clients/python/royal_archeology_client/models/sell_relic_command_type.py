from enum import StrEnum


class SellRelicCommandType(StrEnum):
    SELL_RELIC = "sell_relic"

    def __str__(self) -> str:
        return str(self.value)
