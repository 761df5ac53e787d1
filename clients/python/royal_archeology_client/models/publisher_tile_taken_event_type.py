from enum import StrEnum


class PublisherTileTakenEventType(StrEnum):
    PUBLISHER_TILE_TAKEN = "publisher_tile_taken"

    def __str__(self) -> str:
        return str(self.value)
