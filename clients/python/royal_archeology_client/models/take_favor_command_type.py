from enum import StrEnum


class TakeFavorCommandType(StrEnum):
    TAKE_FAVOR = "take_favor"

    def __str__(self) -> str:
        return str(self.value)
