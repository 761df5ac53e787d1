from enum import StrEnum


class DiscoveriesPresentedEventType(StrEnum):
    DISCOVERIES_PRESENTED = "discoveries_presented"

    def __str__(self) -> str:
        return str(self.value)
