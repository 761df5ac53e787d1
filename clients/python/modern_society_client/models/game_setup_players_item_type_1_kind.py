from enum import StrEnum


class GameSetupPlayersItemType1Kind(StrEnum):
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
