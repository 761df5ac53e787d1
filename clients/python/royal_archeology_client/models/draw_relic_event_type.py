from enum import StrEnum


class DrawRelicEventType(StrEnum):
    DRAW_RELIC = "draw_relic"

    def __str__(self) -> str:
        return str(self.value)
