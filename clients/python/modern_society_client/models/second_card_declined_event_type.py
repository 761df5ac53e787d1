from enum import StrEnum


class SecondCardDeclinedEventType(StrEnum):
    SECOND_CARD_DECLINED = "second_card_declined"

    def __str__(self) -> str:
        return str(self.value)
