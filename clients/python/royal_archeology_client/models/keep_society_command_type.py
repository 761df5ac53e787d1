from enum import StrEnum


class KeepSocietyCommandType(StrEnum):
    KEEP_SOCIETY = "keep_society"

    def __str__(self) -> str:
        return str(self.value)
