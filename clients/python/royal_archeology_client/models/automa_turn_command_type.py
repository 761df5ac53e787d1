from enum import StrEnum


class AutomaTurnCommandType(StrEnum):
    AUTOMA_TURN = "automa_turn"

    def __str__(self) -> str:
        return str(self.value)
