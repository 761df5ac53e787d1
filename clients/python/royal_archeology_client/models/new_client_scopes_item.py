from enum import StrEnum


class NewClientScopesItem(StrEnum):
    ADMIN = "admin"
    ANALYSISWRITE = "analysis:write"
    GAMESREAD = "games:read"
    GAMESWRITE = "games:write"
    RATINGSREAD = "ratings:read"
    TOURNAMENTSWRITE = "tournaments:write"
    WEBHOOKSWRITE = "webhooks:write"

    def __str__(self) -> str:
        return str(self.value)
