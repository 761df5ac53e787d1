from enum import StrEnum


class RetrieveDiscEventType(StrEnum):
    RETRIEVE_DISC = "retrieve_disc"

    def __str__(self) -> str:
        return str(self.value)
