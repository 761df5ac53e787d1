from enum import StrEnum


class PatronKeptEventType(StrEnum):
    PATRON_KEPT = "patron_kept"

    def __str__(self) -> str:
        return str(self.value)
