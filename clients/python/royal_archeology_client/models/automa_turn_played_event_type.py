from enum import StrEnum


class AutomaTurnPlayedEventType(StrEnum):
    AUTOMA_TURN_PLAYED = "automa_turn_played"

    def __str__(self) -> str:
        return str(self.value)
