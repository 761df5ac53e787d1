from enum import StrEnum


class AutomaTurnEventType(StrEnum):
    AUTOMA_TURN = "automa_turn"

    def __str__(self) -> str:
        return str(self.value)
