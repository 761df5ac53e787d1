from enum import StrEnum


class SeasonEndedEventType(StrEnum):
    SEASON_ENDED = "season_ended"

    def __str__(self) -> str:
        return str(self.value)
