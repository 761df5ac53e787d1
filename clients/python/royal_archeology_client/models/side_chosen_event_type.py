from enum import StrEnum


class SideChosenEventType(StrEnum):
    SIDE_CHOSEN = "side_chosen"

    def __str__(self) -> str:
        return str(self.value)
