from enum import StrEnum


class DeclareCommandType(StrEnum):
    DECLARE = "declare"

    def __str__(self) -> str:
        return str(self.value)
