from enum import StrEnum


class LawPassedEventType(StrEnum):
    LAW_PASSED = "law_passed"

    def __str__(self) -> str:
        return str(self.value)
