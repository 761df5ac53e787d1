from enum import StrEnum


class Bonus8CommandType(StrEnum):
    BONUS8 = "bonus8"

    def __str__(self) -> str:
        return str(self.value)
