from enum import StrEnum


class HonorPatronEventType(StrEnum):
    HONOR_PATRON = "honor_patron"

    def __str__(self) -> str:
        return str(self.value)
