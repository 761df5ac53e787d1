from enum import StrEnum


class GameSetupPlayersItemType0Kind(StrEnum):
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
