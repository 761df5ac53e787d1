from enum import StrEnum


class ActionSkippedEventType(StrEnum):
    ACTION_SKIPPED = "action_skipped"

    def __str__(self) -> str:
        return str(self.value)
