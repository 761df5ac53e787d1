from enum import StrEnum


class RelicDeepenedEventType(StrEnum):
    RELIC_DEEPENED = "relic_deepened"

    def __str__(self) -> str:
        return str(self.value)
