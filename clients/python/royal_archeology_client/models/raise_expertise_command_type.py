from enum import StrEnum


class RaiseExpertiseCommandType(StrEnum):
    RAISE_EXPERTISE = "raise_expertise"

    def __str__(self) -> str:
        return str(self.value)
