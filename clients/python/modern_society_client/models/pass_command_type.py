from enum import StrEnum


class PassCommandType(StrEnum):
    PASS = "pass"

    def __str__(self) -> str:
        return str(self.value)
