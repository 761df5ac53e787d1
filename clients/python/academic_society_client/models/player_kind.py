from enum import StrEnum


class PlayerKind(StrEnum):
    AUTOMA = "automa"
    BOT = "bot"
    HUMAN = "human"
    OPEN = "open"

    def __str__(self) -> str:
        return str(self.value)
