from enum import StrEnum


class ExpeditionReservedEventType(StrEnum):
    EXPEDITION_RESERVED = "expedition_reserved"

    def __str__(self) -> str:
        return str(self.value)
