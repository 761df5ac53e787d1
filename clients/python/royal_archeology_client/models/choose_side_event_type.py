from enum import StrEnum


class ChooseSideEventType(StrEnum):
    CHOOSE_SIDE = "choose_side"

    def __str__(self) -> str:
        return str(self.value)
