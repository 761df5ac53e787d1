from enum import StrEnum


class DoneEventType(StrEnum):
    DONE = "done"

    def __str__(self) -> str:
        return str(self.value)
