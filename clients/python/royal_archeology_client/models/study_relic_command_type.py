from enum import StrEnum


class StudyRelicCommandType(StrEnum):
    STUDY_RELIC = "study_relic"

    def __str__(self) -> str:
        return str(self.value)
