from enum import StrEnum


class SabbaticalScholarMovedEventType(StrEnum):
    SABBATICAL_SCHOLAR_MOVED = "sabbatical_scholar_moved"

    def __str__(self) -> str:
        return str(self.value)
