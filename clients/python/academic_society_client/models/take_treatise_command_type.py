from enum import StrEnum


class TakeTreatiseCommandType(StrEnum):
    TAKE_TREATISE = "take_treatise"

    def __str__(self) -> str:
        return str(self.value)
