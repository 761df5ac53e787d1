from enum import StrEnum


class InfluenceConvertedEventType(StrEnum):
    INFLUENCE_CONVERTED = "influence_converted"

    def __str__(self) -> str:
        return str(self.value)
