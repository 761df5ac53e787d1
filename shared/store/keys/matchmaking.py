"""Ratings, integrator clients and matchmaking: open tables, seeks, rematches, reviews' jobs.

A part of shared.store.keys, which names every key (see its docstring).
"""

from __future__ import annotations

from shared.store.keys.streams import stream_keys

RATINGS_KEYS = ("order", "results", "applied", "players", "board", "lock")


def ratings_keys(prefix: str, game: str) -> dict[str, str]:
    """A game kind's ratings (all under one hash tag: order, results, applied, players, board, lock)."""
    base = f"{prefix}proj:ratings:{{{game}}}"
    return {name: f"{base}:{name}" for name in RATINGS_KEYS}


def client_key(prefix: str, client_id: str) -> str:
    """One integrator client's record (name, scopes, quotas, its key's digest and expiry, status)."""
    return f"{prefix}tabletop:client:{{{client_id}}}"


def clients_index_key(prefix: str) -> str:
    """Every client id (the `clients list` verb and the admin API)."""
    return f"{prefix}tabletop:clients"


def open_table_key(prefix: str, game_id: str) -> str:
    """A game waiting for its open seats (under the game's hash tag, beside its stream keys)."""
    return f"{stream_keys(prefix, game_id).meta}:open"


def open_tables_key(prefix: str, game: str) -> str:
    """A game kind's games waiting for players (score = when they expire, in ms)."""
    return f"{prefix}tabletop:open:{{{game}}}"


def seeks_key(prefix: str, game: str) -> str:
    """A game kind's waiting seeks (seek id -> the seek), oldest first by their order set."""
    return f"{prefix}tabletop:seeks:{{{game}}}"


def seek_order_key(prefix: str, game: str) -> str:
    return f"{prefix}tabletop:seeks:{{{game}}}:order"


def seek_result_key(prefix: str, seek_id: str) -> str:
    """What became of one seek (its table once formed), read by the client that posted it."""
    return f"{prefix}tabletop:seek:{seek_id}"


def tables_formed_key(prefix: str, game: str) -> str:
    """The stream the matchmaker announces formed tables on (clients follow it)."""
    return f"{prefix}tabletop:seeks:{{{game}}}:formed"


def seek_webhook_cursor_key(prefix: str, game: str) -> str:
    """The last formed-table announcement the webhook outbox has turned into `seek_matched` deliveries."""
    return f"{tables_formed_key(prefix, game)}:webhooks:cursor"


def rematch_key(prefix: str, game_id: str) -> str:
    """The game's rematch, once asked for (its game id): one rematch per finished game."""
    return f"{stream_keys(prefix, game_id).meta}:rematch"


def seeking_games_key(prefix: str) -> str:
    """The game kinds that ever had a seek (the sweep looks for waiting seeks there)."""
    return f"{prefix}tabletop:seeks:games"


def analysis_key(prefix: str, game_id: str) -> str:
    """A finished game's review (shared.app.finished_games.analysis_jobs): the job's state and, once done, its result; under
    the game's hash tag, beside its stream."""
    return f"{prefix}game:{{{game_id}}}:analysis"


def seekers_key(prefix: str, game: str) -> str:
    """identity -> its waiting seek (the claim that keeps a user to one seek per game kind)."""
    return f"{seeks_key(prefix, game)}:seekers"


def seeks_lock_key(prefix: str, game: str) -> str:
    """The matchmaker's lock of a game kind's seeks: a table is formed, and its seeks removed, under it."""
    return f"{seeks_key(prefix, game)}:lock"
