from enum import StrEnum


class MeetPatronCommandType(StrEnum):
    MEET_PATRON = "meet_patron"

    def __str__(self) -> str:
        return str(self.value)
