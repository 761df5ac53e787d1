from enum import StrEnum


class ReviewedDecisionMarkType1(StrEnum):
    BLUNDER = "blunder"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"

    def __str__(self) -> str:
        return str(self.value)
