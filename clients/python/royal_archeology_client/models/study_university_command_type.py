from enum import StrEnum


class StudyUniversityCommandType(StrEnum):
    STUDY_UNIVERSITY = "study_university"

    def __str__(self) -> str:
        return str(self.value)
