from enum import StrEnum


class SabbaticalCommandAction(StrEnum):
    ADVANCE = "advance"
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
