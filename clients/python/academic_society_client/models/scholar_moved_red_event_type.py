from enum import StrEnum


class ScholarMovedRedEventType(StrEnum):
    SCHOLAR_MOVED_RED = "scholar_moved_red"

    def __str__(self) -> str:
        return str(self.value)
