from enum import StrEnum


class GainReputationEventType(StrEnum):
    GAIN_REPUTATION = "gain_reputation"

    def __str__(self) -> str:
        return str(self.value)
