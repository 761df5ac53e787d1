from enum import StrEnum


class GameSetupEventType(StrEnum):
    GAME_SETUP = "game_setup"

    def __str__(self) -> str:
        return str(self.value)
