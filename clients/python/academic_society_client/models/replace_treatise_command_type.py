from enum import StrEnum


class ReplaceTreatiseCommandType(StrEnum):
    REPLACE_TREATISE = "replace_treatise"

    def __str__(self) -> str:
        return str(self.value)
