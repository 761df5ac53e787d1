from enum import StrEnum


class ChooseSideCommandSide(StrEnum):
    A = "A"
    B = "B"

    def __str__(self) -> str:
        return str(self.value)
