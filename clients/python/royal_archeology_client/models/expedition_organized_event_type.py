from enum import StrEnum


class ExpeditionOrganizedEventType(StrEnum):
    EXPEDITION_ORGANIZED = "expedition_organized"

    def __str__(self) -> str:
        return str(self.value)
