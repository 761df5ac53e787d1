from enum import StrEnum


class FeatureSkippedEventType(StrEnum):
    FEATURE_SKIPPED = "feature_skipped"

    def __str__(self) -> str:
        return str(self.value)
