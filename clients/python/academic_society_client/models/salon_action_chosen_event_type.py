from enum import StrEnum


class SalonActionChosenEventType(StrEnum):
    SALON_ACTION_CHOSEN = "salon_action_chosen"

    def __str__(self) -> str:
        return str(self.value)
