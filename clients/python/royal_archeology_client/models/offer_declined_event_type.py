from enum import StrEnum


class OfferDeclinedEventType(StrEnum):
    OFFER_DECLINED = "offer_declined"

    def __str__(self) -> str:
        return str(self.value)
