from enum import StrEnum


class MeetPatronEventType(StrEnum):
    MEET_PATRON = "meet_patron"

    def __str__(self) -> str:
        return str(self.value)
