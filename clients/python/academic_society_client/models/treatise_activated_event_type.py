from enum import StrEnum


class TreatiseActivatedEventType(StrEnum):
    TREATISE_ACTIVATED = "treatise_activated"

    def __str__(self) -> str:
        return str(self.value)
