from enum import StrEnum


class RelicKeptEventType(StrEnum):
    RELIC_KEPT = "relic_kept"

    def __str__(self) -> str:
        return str(self.value)
