"""Seeks: a client asks a table for one of its users; the matchmaker (a worker task) forms tables.

A seek names the acceptable player counts, the options and the time control (a table's seekers all want
the same ones), and optionally a rating range (the user's own rating must lie in every other seeker's range
and theirs in its). Each seek gets a bearer token (shown once, stored as its digest): when the table forms,
the game is created with that digest as the seat's token, so the client's seek token is its user's seat
token, and no token is ever kept for it. A user seeks one table of a game kind at a time.

Fairness (`form`): seeks are taken oldest first; the oldest waiting seek is seated with the compatible
seeks closest to its rating (then the oldest), at the largest player count they all accept and can fill.
A seat is never given twice: a table is formed, and its seeks removed, under one lock. Each formed table
is announced on a stream (shared.store.seek_records, which keeps the seeks) that clients follow
(GET /v1/seeks/formed), and recorded for each seek (GET /v1/seeks/{id}).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from shared.app.aggregates import entropy
from shared.app.aggregates.base import RedisLock
from shared.app.aggregates.tokens import new_token, token_digest
from shared.app.games.creation import clock_settings_of, validate_setup
from shared.app.matchmaking.ratings import Ratings
from shared.domain.errors import Conflict, InvalidSetup, NotFound
from shared.store.eventstore import canonical_json
from shared.store.seek_records import SeekRecords

LOCK_TTL_MS = 30_000
LOCK_WAIT_S = 10.0


class Seeks:
    """service: the game kind's service (shared.app.games.service.GameService)."""

    def __init__(self, service: Any):
        self.service = service
        self.game = service.engine.name
        self.records = SeekRecords(service.store.redis, service.store.prefix, self.game)
        self.ratings = Ratings(service.store.redis, service.store.prefix)
        self._lock = RedisLock(service.store.redis, LOCK_TTL_MS, LOCK_WAIT_S)

    def post(self, client: str, who: str, name: str, counts: list[int], options: dict[str, Any],
             clock: dict[str, Any] | None, rating_range: list[float] | None) -> dict[str, Any]:
        engine = self.service.engine
        counts = sorted(set(counts))
        if not all(engine.min_players <= n <= engine.max_players for n in counts):
            raise InvalidSetup(f"{self.game} seats {engine.min_players}-{engine.max_players} players",
                               details={"field": "players"}, code="invalid_player_count")
        for count in counts:  # every table it may sit at is a valid game: the matchmaker never meets a bad one
            seated = validate_setup(engine, [{"name": f"seat {i + 1}", "kind": "human"} for i in range(count)], options)
            clock_settings_of(engine, clock, seated)
        seek_id = entropy.new_id()
        # One waiting seek per user and game kind, claimed atomically (two posts at once: one wins).
        if not self.records.claim_seeker(who, seek_id):
            raise Conflict(f"{who} is seeking a table already", code="already_seeking")
        row = self.ratings.player(self.game, who)
        token = new_token()
        seek = {"id": seek_id, "client": client, "identity": who, "name": name, "counts": counts,
                "options": options, "clock": clock, "range": rating_range, "rating": row["rating"] if row else 0.0,
                "digest": token_digest(token), "created_ms": self.service.now_ms()}
        self.records.add_seek(seek)
        return {"seek_id": seek["id"], "token": token, "status": "waiting", "identity": who}

    def status(self, seek_id: str, client: str) -> dict[str, Any]:
        result = self.records.outcome_of(seek_id)
        # Another client's seek is answered as absent (docs/frontends/visibility.md: tenants learn nothing of each other).
        if result is None or result.pop("client") != client:
            raise NotFound(f"no seek {seek_id!r}", details={"field": "seek_id"}, code="seek_not_found")
        return {"seek_id": seek_id, **result}

    def cancel(self, seek_id: str, client: str) -> dict[str, Any]:
        current = self.status(seek_id, client)
        if current["status"] != "waiting":
            raise Conflict("the seek was seated already", code="seek_seated", details=current)
        with self._locked():
            if not self.records.withdraw(seek_id, client):
                raise Conflict("the seek was seated already", code="seek_seated")
        return {"seek_id": seek_id, "status": "cancelled"}

    @contextmanager
    def _locked(self) -> Iterator[None]:
        token = self._lock.acquire(self.records.lock_key)
        if token is None:
            raise Conflict("the matchmaker is busy; try again", code="busy")
        try:
            yield
        finally:
            self._lock.release(self.records.lock_key, token)

    # -- the matchmaker -----------------------------------------------------------------------------------

    def form(self) -> list[dict[str, Any]]:
        """Form every table the waiting seeks allow (the worker's task); returns the tables formed."""
        with self._locked():
            waiting = self.records.waiting()
            formed = []
            while waiting:
                table = choose_table(waiting)
                if table is None:
                    break
                formed.append(self._seat(table))
                seated = {s["id"] for s in table}
                waiting = [s for s in waiting if s["id"] not in seated]
            return formed

    def _seat(self, table: list[dict[str, Any]]) -> dict[str, Any]:
        first = table[0]
        players = [{"name": s["name"], "kind": "human"} for s in table]
        identities = [s["identity"] for s in table]
        created = self.service.create_game(players, first["options"], None, clock_options=first["clock"],
                                           identities=identities,
                                           seat_digests={i: s["digest"] for i, s in enumerate(table)})
        self.records.seat(table, created["game_id"], created["version"])
        return {"game_id": created["game_id"], "identities": identities}

    def announcements(self, client: str, after: str, limit: int) -> dict[str, Any]:
        """Formed tables seating at least one of this client's users, after stream id `after` ("0": the first)."""
        mine, last = [], after
        for formed in self.records.formed_tables_after(None if after == "0" else after, limit):
            last = formed.entry_id
            if any(i.startswith(f"{client}:") for i in formed.identities):
                mine.append({"id": last, "game_id": formed.game_id, "identities": formed.identities})
        return {"tables": mine, "last_id": last}


def compatible(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if a["identity"] == b["identity"] or not set(a["counts"]) & set(b["counts"]):
        return False
    if canonical_json([a["options"], a["clock"]]) != canonical_json([b["options"], b["clock"]]):
        return False
    for seeker, other in ((a, b), (b, a)):
        if seeker["range"] and not seeker["range"][0] <= other["rating"] <= seeker["range"][1]:
            return False
    return True


def choose_table(waiting: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
    """The next table: the oldest seek that can be seated, with the compatible seeks closest to its rating."""
    by_age = sorted(waiting, key=lambda s: (s["created_ms"], s["id"]))
    for anchor in by_age:
        group = [anchor]
        counts = set(anchor["counts"])
        others = sorted((s for s in by_age if s is not anchor),
                        key=lambda s: (abs(s["rating"] - anchor["rating"]), s["created_ms"], s["id"]))
        for candidate in others:
            if len(group) >= max(counts):
                break
            narrowed = counts & set(candidate["counts"])
            # Taken only if the table it makes can still be filled to some count they all accept.
            if any(n > len(group) for n in narrowed) and all(compatible(candidate, m) for m in group):
                group.append(candidate)
                counts = narrowed
        fits = [n for n in counts if n <= len(group)]
        if fits:
            return group[:max(fits)]
    return None
