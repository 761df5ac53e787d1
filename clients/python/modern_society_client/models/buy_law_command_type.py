from enum import StrEnum


class BuyLawCommandType(StrEnum):
    BUY_LAW = "buy_law"

    def __str__(self) -> str:
        return str(self.value)
