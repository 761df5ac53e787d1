from enum import StrEnum


class FavorTakenEventType(StrEnum):
    FAVOR_TAKEN = "favor_taken"

    def __str__(self) -> str:
        return str(self.value)
