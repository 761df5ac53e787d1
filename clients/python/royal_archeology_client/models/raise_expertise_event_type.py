from enum import StrEnum


class RaiseExpertiseEventType(StrEnum):
    RAISE_EXPERTISE = "raise_expertise"

    def __str__(self) -> str:
        return str(self.value)
