from enum import StrEnum


class DiscRetrievedEventType(StrEnum):
    DISC_RETRIEVED = "disc_retrieved"

    def __str__(self) -> str:
        return str(self.value)
