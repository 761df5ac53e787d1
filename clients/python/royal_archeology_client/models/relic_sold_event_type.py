from enum import StrEnum


class RelicSoldEventType(StrEnum):
    RELIC_SOLD = "relic_sold"

    def __str__(self) -> str:
        return str(self.value)
