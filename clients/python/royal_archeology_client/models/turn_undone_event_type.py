from enum import StrEnum


class TurnUndoneEventType(StrEnum):
    TURN_UNDONE = "turn_undone"

    def __str__(self) -> str:
        return str(self.value)
