from enum import StrEnum


class StudyCardChosenEventType(StrEnum):
    STUDY_CARD_CHOSEN = "study_card_chosen"

    def __str__(self) -> str:
        return str(self.value)
