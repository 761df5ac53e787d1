from enum import StrEnum


class PlaceCommandLocation(StrEnum):
    CITY = "city"
    MUSEUM = "museum"
    PORT = "port"
    UNIVERSITY = "university"

    def __str__(self) -> str:
        return str(self.value)
