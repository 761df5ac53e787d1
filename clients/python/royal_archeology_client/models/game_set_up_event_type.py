from enum import StrEnum


class GameSetUpEventType(StrEnum):
    GAME_SET_UP = "game_set_up"

    def __str__(self) -> str:
        return str(self.value)
