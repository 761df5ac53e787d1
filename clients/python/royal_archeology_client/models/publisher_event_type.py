from enum import StrEnum


class PublisherEventType(StrEnum):
    PUBLISHER = "publisher"

    def __str__(self) -> str:
        return str(self.value)
