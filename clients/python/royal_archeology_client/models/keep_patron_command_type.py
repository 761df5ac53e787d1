from enum import StrEnum


class KeepPatronCommandType(StrEnum):
    KEEP_PATRON = "keep_patron"

    def __str__(self) -> str:
        return str(self.value)
