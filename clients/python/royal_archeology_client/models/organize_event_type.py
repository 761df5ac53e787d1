from enum import StrEnum


class OrganizeEventType(StrEnum):
    ORGANIZE = "organize"

    def __str__(self) -> str:
        return str(self.value)
