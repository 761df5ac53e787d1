from enum import StrEnum


class FeatureDeclinedEventType(StrEnum):
    FEATURE_DECLINED = "feature_declined"

    def __str__(self) -> str:
        return str(self.value)
