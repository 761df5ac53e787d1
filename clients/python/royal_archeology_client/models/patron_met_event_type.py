from enum import StrEnum


class PatronMetEventType(StrEnum):
    PATRON_MET = "patron_met"

    def __str__(self) -> str:
        return str(self.value)
