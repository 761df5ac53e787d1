from enum import StrEnum


class LawDeclinedEventType(StrEnum):
    LAW_DECLINED = "law_declined"

    def __str__(self) -> str:
        return str(self.value)
