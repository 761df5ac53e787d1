from enum import StrEnum


class StudyRelicEventType(StrEnum):
    STUDY_RELIC = "study_relic"

    def __str__(self) -> str:
        return str(self.value)
