from enum import StrEnum


class PlaceCommandPawn(StrEnum):
    SCHOLAR = "scholar"
    SECRETARY = "secretary"

    def __str__(self) -> str:
        return str(self.value)
