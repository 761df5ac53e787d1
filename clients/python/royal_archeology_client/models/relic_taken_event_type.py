from enum import StrEnum


class RelicTakenEventType(StrEnum):
    RELIC_TAKEN = "relic_taken"

    def __str__(self) -> str:
        return str(self.value)
