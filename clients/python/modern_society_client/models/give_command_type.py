from enum import StrEnum


class GiveCommandType(StrEnum):
    GIVE = "give"

    def __str__(self) -> str:
        return str(self.value)
