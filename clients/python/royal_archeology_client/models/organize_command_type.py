from enum import StrEnum


class OrganizeCommandType(StrEnum):
    ORGANIZE = "organize"

    def __str__(self) -> str:
        return str(self.value)
