"""The read models' key names (shared.app.read_models, shared.store.game_read_models, listing_pages).

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations


class ProjectionKeys:
    """A game kind's read models: each game's views under the game's hash tag; the lobby and the players',
    identities' and tournaments' lists under the kind's, so one script writes a summary and its indexes."""

    def __init__(self, prefix: str, game_name: str):
        self.prefix = prefix
        self.game_name = game_name

    def base(self, game_id: str) -> str:
        return f"{self.prefix}proj:{{{game_id}}}"

    def views(self, game_id: str) -> str:
        """One hash per game: `version`, `spectator` and each seat's document (written with each append)."""
        return f"{self.base(game_id)}:views"

    # The lobby of one game kind shares one hash tag, so one script writes a summary and its indexes.
    def lobby_base(self) -> str:
        return f"{self.prefix}proj:lobby:{{{self.game_name}}}"

    def lobby(self, status: str) -> str:
        return f"{self.lobby_base()}:{status}"

    def summaries(self) -> str:
        return f"{self.lobby_base()}:summary"

    def all_games(self) -> str:
        return f"{self.lobby_base()}:all"

    def player_base(self) -> str:
        # Per game kind, so a listing pages over this kind's games only; the same hash tag as the lobby.
        return f"{self.prefix}proj:player:{{{self.game_name}}}"

    def player_games(self, name: str) -> str:
        return f"{self.player_base()}:{name}:games"

    def identity_base(self) -> str:
        # Apart from the names' lists (a name may look like an identity); the lobby's hash tag.
        return f"{self.prefix}proj:identity:{{{self.game_name}}}"

    def identity_games(self, identity: str) -> str:
        return f"{self.identity_base()}:{identity}:games"

    def tournament_games(self, tournament: str) -> str:
        """This game kind's games of one tournament (same hash tag as the lobby)."""
        return f"{self.lobby_base()}:tournament:{tournament}"

    def former(self) -> tuple[str, str, str]:
        """Where the tournaments' lists and the lobby lived, and the list of every game, before they shared the
        lobby's hash tag: a rebuild after upgrading clears them (the first two are bases, the last a key)."""
        return (f"{self.prefix}proj:tournament:{self.game_name}", f"{self.prefix}proj:lobby:{self.game_name}",
                f"{self.prefix}proj:games:{self.game_name}")


def listing_scope_key(base: str, scope: str, status: str | None = None) -> str:
    """A listing scope's index (shared.app.read_models.listings) under a listing's base (a game kind's lobby,
    the tournaments' index), of one status or of every one."""
    return f"{base}:scope:{scope}" + (f":{status}" if status else "")


def listing_scratch_key(base: str, scratch_id: str) -> str:
    """A page's union or intersection of indexes, deleted in the pipeline that made it (the listing's hash tag)."""
    return f"{base}:scratch:{scratch_id}"
