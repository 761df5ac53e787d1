from enum import StrEnum


class SalonCommandType(StrEnum):
    SALON = "salon"

    def __str__(self) -> str:
        return str(self.value)
