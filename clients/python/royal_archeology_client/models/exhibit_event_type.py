from enum import StrEnum


class ExhibitEventType(StrEnum):
    EXHIBIT = "exhibit"

    def __str__(self) -> str:
        return str(self.value)
