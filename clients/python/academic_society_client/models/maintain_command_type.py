from enum import StrEnum


class MaintainCommandType(StrEnum):
    MAINTAIN = "maintain"

    def __str__(self) -> str:
        return str(self.value)
