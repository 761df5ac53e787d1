from enum import StrEnum


class ScholarMovedBlueEventType(StrEnum):
    SCHOLAR_MOVED_BLUE = "scholar_moved_blue"

    def __str__(self) -> str:
        return str(self.value)
