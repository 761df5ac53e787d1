from enum import StrEnum


class PlaceCommandType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
