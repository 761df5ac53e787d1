from enum import StrEnum


class ConversionDeclinedEventType(StrEnum):
    CONVERSION_DECLINED = "conversion_declined"

    def __str__(self) -> str:
        return str(self.value)
