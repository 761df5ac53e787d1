from enum import StrEnum


class SabbaticalCommandType(StrEnum):
    SABBATICAL = "sabbatical"

    def __str__(self) -> str:
        return str(self.value)
