from enum import StrEnum


class DiscardExpeditionsEventType(StrEnum):
    DISCARD_EXPEDITIONS = "discard_expeditions"

    def __str__(self) -> str:
        return str(self.value)
