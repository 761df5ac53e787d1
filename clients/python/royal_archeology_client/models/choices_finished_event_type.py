from enum import StrEnum


class ChoicesFinishedEventType(StrEnum):
    CHOICES_FINISHED = "choices_finished"

    def __str__(self) -> str:
        return str(self.value)
