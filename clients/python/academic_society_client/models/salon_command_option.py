from enum import StrEnum


class SalonCommandOption(StrEnum):
    EXCHANGE = "exchange"
    INFLUENCE = "influence"

    def __str__(self) -> str:
        return str(self.value)
