from enum import StrEnum


class RelicDrawnEventType(StrEnum):
    RELIC_DRAWN = "relic_drawn"

    def __str__(self) -> str:
        return str(self.value)
