from enum import StrEnum


class DiscardExpeditionsCommandType(StrEnum):
    DISCARD_EXPEDITIONS = "discard_expeditions"

    def __str__(self) -> str:
        return str(self.value)
