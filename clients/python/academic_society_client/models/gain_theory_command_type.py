from enum import StrEnum


class GainTheoryCommandType(StrEnum):
    GAIN_THEORY = "gain_theory"

    def __str__(self) -> str:
        return str(self.value)
