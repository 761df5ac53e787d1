from enum import StrEnum


class TreatiseTakenEventType(StrEnum):
    TREATISE_TAKEN = "treatise_taken"

    def __str__(self) -> str:
        return str(self.value)
