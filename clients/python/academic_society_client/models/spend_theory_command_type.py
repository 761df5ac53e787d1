from enum import StrEnum


class SpendTheoryCommandType(StrEnum):
    SPEND_THEORY = "spend_theory"

    def __str__(self) -> str:
        return str(self.value)
