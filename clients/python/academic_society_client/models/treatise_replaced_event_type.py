from enum import StrEnum


class TreatiseReplacedEventType(StrEnum):
    TREATISE_REPLACED = "treatise_replaced"

    def __str__(self) -> str:
        return str(self.value)
