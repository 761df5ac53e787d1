from enum import StrEnum


class GameSetupPlayersItemType2Policy(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
