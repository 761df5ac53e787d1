from enum import StrEnum


class BonusActionChosenEventType(StrEnum):
    BONUS_ACTION_CHOSEN = "bonus_action_chosen"

    def __str__(self) -> str:
        return str(self.value)
