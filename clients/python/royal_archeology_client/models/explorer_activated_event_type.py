from enum import StrEnum


class ExplorerActivatedEventType(StrEnum):
    EXPLORER_ACTIVATED = "explorer_activated"

    def __str__(self) -> str:
        return str(self.value)
