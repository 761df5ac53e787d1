from enum import StrEnum


class PlayCommandType(StrEnum):
    PLAY = "play"

    def __str__(self) -> str:
        return str(self.value)
