from enum import StrEnum


class GameOptionsMode(StrEnum):
    COMPETITIVE = "competitive"
    CONFRONTATION = "confrontation"
    SOLO = "solo"
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
