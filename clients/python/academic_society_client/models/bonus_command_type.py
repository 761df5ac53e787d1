from enum import StrEnum


class BonusCommandType(StrEnum):
    BONUS = "bonus"

    def __str__(self) -> str:
        return str(self.value)
