from enum import StrEnum


class PlaceEventType(StrEnum):
    PLACE = "place"

    def __str__(self) -> str:
        return str(self.value)
