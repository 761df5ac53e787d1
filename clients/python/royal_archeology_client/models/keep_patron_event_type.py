from enum import StrEnum


class KeepPatronEventType(StrEnum):
    KEEP_PATRON = "keep_patron"

    def __str__(self) -> str:
        return str(self.value)
