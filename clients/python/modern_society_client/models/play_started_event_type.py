from enum import StrEnum


class PlayStartedEventType(StrEnum):
    PLAY_STARTED = "play_started"

    def __str__(self) -> str:
        return str(self.value)
