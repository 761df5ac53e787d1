from enum import StrEnum


class NewClientScopesItem(StrEnum):
    ADMIN = "admin"
    GAMESREAD = "games:read"
    GAMESWRITE = "games:write"
    RATINGSREAD = "ratings:read"
    TOURNAMENTSWRITE = "tournaments:write"
    WEBHOOKSWRITE = "webhooks:write"

    def __str__(self) -> str:
        return str(self.value)
