from enum import StrEnum


class SocietyCardKeptEventType(StrEnum):
    SOCIETY_CARD_KEPT = "society_card_kept"

    def __str__(self) -> str:
        return str(self.value)
