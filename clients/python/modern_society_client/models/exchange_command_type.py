from enum import StrEnum


class ExchangeCommandType(StrEnum):
    EXCHANGE = "exchange"

    def __str__(self) -> str:
        return str(self.value)
