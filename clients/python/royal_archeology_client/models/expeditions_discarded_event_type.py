from enum import StrEnum


class ExpeditionsDiscardedEventType(StrEnum):
    EXPEDITIONS_DISCARDED = "expeditions_discarded"

    def __str__(self) -> str:
        return str(self.value)
