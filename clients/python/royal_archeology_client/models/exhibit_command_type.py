from enum import StrEnum


class ExhibitCommandType(StrEnum):
    EXHIBIT = "exhibit"

    def __str__(self) -> str:
        return str(self.value)
