from enum import StrEnum


class DrawRelicCommandRegion(StrEnum):
    AFRICA = "africa"
    ASIA = "asia"
    MEDITERRANEAN = "mediterranean"
    SOUTH_AMERICA = "south_america"

    def __str__(self) -> str:
        return str(self.value)
