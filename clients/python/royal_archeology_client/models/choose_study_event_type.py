from enum import StrEnum


class ChooseStudyEventType(StrEnum):
    CHOOSE_STUDY = "choose_study"

    def __str__(self) -> str:
        return str(self.value)
