from enum import StrEnum


class FeaturesStartedEventType(StrEnum):
    FEATURES_STARTED = "features_started"

    def __str__(self) -> str:
        return str(self.value)
