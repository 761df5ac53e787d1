from enum import StrEnum


class AuthorityMaintainedEventType(StrEnum):
    AUTHORITY_MAINTAINED = "authority_maintained"

    def __str__(self) -> str:
        return str(self.value)
