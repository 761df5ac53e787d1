from enum import StrEnum


class ExplorerPlacedEventType(StrEnum):
    EXPLORER_PLACED = "explorer_placed"

    def __str__(self) -> str:
        return str(self.value)
