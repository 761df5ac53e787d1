from enum import StrEnum


class RetrieveDiscCommandType(StrEnum):
    RETRIEVE_DISC = "retrieve_disc"

    def __str__(self) -> str:
        return str(self.value)
