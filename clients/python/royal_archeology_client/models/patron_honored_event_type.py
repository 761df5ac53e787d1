from enum import StrEnum


class PatronHonoredEventType(StrEnum):
    PATRON_HONORED = "patron_honored"

    def __str__(self) -> str:
        return str(self.value)
