from enum import StrEnum


class RelicStudiedEventType(StrEnum):
    RELIC_STUDIED = "relic_studied"

    def __str__(self) -> str:
        return str(self.value)
