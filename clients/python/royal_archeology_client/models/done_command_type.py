from enum import StrEnum


class DoneCommandType(StrEnum):
    DONE = "done"

    def __str__(self) -> str:
        return str(self.value)
