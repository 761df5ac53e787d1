from enum import StrEnum


class FeatureCardsDrawnEventType(StrEnum):
    FEATURE_CARDS_DRAWN = "feature_cards_drawn"

    def __str__(self) -> str:
        return str(self.value)
