from enum import StrEnum


class Bonus8CommandPick(StrEnum):
    PRESTIGE = "prestige"
    SCIENCE = "science"

    def __str__(self) -> str:
        return str(self.value)
