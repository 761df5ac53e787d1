from enum import StrEnum


class RelicExhibitedEventType(StrEnum):
    RELIC_EXHIBITED = "relic_exhibited"

    def __str__(self) -> str:
        return str(self.value)
