from enum import StrEnum


class PublisherCommandType(StrEnum):
    PUBLISHER = "publisher"

    def __str__(self) -> str:
        return str(self.value)
