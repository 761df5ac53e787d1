from enum import StrEnum


class GameSetupPlayersItemType1Policy(StrEnum):
    HEURISTIC = "heuristic"
    RANDOM = "random"
    STRONG = "strong"

    def __str__(self) -> str:
        return str(self.value)
