from enum import StrEnum


class TheorySpentEventType(StrEnum):
    THEORY_SPENT = "theory_spent"

    def __str__(self) -> str:
        return str(self.value)
