from enum import StrEnum


class GameSetupPlayersItemType2Kind(StrEnum):
    AUTOMA = "automa"

    def __str__(self) -> str:
        return str(self.value)
