from enum import StrEnum


class CommissionDeclaredEventType(StrEnum):
    COMMISSION_DECLARED = "commission_declared"

    def __str__(self) -> str:
        return str(self.value)
