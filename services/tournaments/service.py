"""The tournament service layer: load a tournament (fold its stream), decide, append.

Knows nothing of HTTP. Round games are created in process through each game
kind's GameService (same Redis, same event store), tagged with the tournament
and the table. Every append is conditional on the version that was read, and
every change is made holding the tournament's lock, so the games a round
creates are never created twice by two workers racing (a crash between
creating a round's games and appending `round_started` leaves those games
outside the tournament; the next attempt pairs and creates the round anew).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.commands import OrganiserCommands
from services.tournaments.errors import TournamentNotFound, busy
from services.tournaments.feed import TournamentFeed
from services.tournaments.organiser import forbidden_setting
from services.tournaments.pairing import PairingError
from services.tournaments.read_model import TournamentReading
from services.tournaments.rounds import RoundAdvancing
from services.tournaments.settings import default_rounds, validated_entrants, validated_settings
from services.tournaments.webhooks import TournamentOutbox
from shared.app.after_append.log_feed import LogFeed, transparency_log
from shared.app.aggregates.base import Application, RedisLock
from shared.app.aggregates.entropy import new_command_id, new_id
from shared.app.aggregates.sealed_seed import SealedSeed
from shared.app.aggregates.tokens import new_token, token_digest
from shared.app.clients import visibility
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.bus.handlers import NOW, WORKER
from shared.bus.sender import sender_for
from shared.domain.errors import Forbidden, InvalidSetup, Unauthenticated
from shared.domain.registry import load_engine
from shared.store.eventstore import EventStore
from shared.store.keys import TournamentKeys
from shared.store.keys import tournament_store_prefix as store_prefix
from shared.store.signing import KeyRing, private_key_from_config
from shared.store.tournament_records import TournamentRecords
from shared.store.write_if_newer import IfNewer

log = logging.getLogger(__name__)

LOCK_TTL_MS = 120_000
LOCK_WAIT_S = 60.0


def tournament_log_feed(redis, config: Config, sender=None) -> LogFeed:
    """The deployment's transparency log, fed with the tournaments' heads: sequenced at once under inline
    dispatch, else by the workers' task queued through `sender` (none: the sweep's run)."""
    keyring = KeyRing(redis, config.key_prefix, private_key_from_config(config.signing_key, config.signing_key_file))
    inline = config.dispatch == "inline"
    return LogFeed(transparency_log(redis, config, keyring), config, NOW if inline else WORKER,
                   None if inline else sender)


class TournamentService(OrganiserCommands, RoundAdvancing, TournamentReading, Application):
    """The tournaments' application on the application base (shared.app.aggregates.base): its tokens, secrets,
    lock and append-then-apply are the games' own; a tournament adds its read model (projected
    after every append, read_model.py), the organiser's commands (commands.py) and the round games
    it creates (rounds.py). Here: creation, the tokens' roles, loading, appending and the lock."""

    def __init__(self, redis, config: Config, runtime_for: Callable[[str], Any] | None = None, sender=None):
        self.redis = redis
        self.config = config
        self.prefix = config.key_prefix
        super().__init__(EventStore(redis, prefix=store_prefix(config.key_prefix)), self.locked, "tournament")
        self._runtime_for = runtime_for
        self._runtimes: dict[str, Any] = {}
        self._building = threading.Lock()
        self._lock = RedisLock(redis, LOCK_TTL_MS, LOCK_WAIT_S, busy=busy)
        # Seats, finished games, the document and the listing beside each stream (shared.store.tournament_records).
        self.records = TournamentRecords(redis, config.key_prefix)
        # The document and the listing are written only when newer: a late projection never goes backwards.
        self.if_newer = IfNewer(redis)
        self.log_feed = tournament_log_feed(redis, config, sender)
        # The heads of rounds, the end and every N versions, from each append's events (shared.app.after_append.log_feed).
        self._log_heads = self.log_feed.heads_hook(
            "tournament_checkpoint", {agg.ROUND_FINISHED: "tournament_checkpoint",
                                      agg.TOURNAMENT_FINISHED: "tournament_finished"})
        # Webhooks of rounds and results, read from the stream after each projection (queued by the
        # deployment's sender; inline, the deliveries wait for a deliverer to run).
        self.outbox = TournamentOutbox(self.store, config, None if config.dispatch == "inline" else sender_for(config))
        self.feed = TournamentFeed(self)  # the organiser's feed of every table (services.tournaments.feed)

    def keys(self, tournament_id: str) -> TournamentKeys:
        return self.records.keys(tournament_id)

    def runtime(self, game: str):
        """The game kind's runtime (the workers pass their own; otherwise built once here)."""
        if self._runtime_for is not None:
            return self._runtime_for(game)
        with self._building:
            if game not in self._runtimes:
                self._runtimes[game] = build_runtime(load_engine(game), self.config, self.redis)
            return self._runtimes[game]

    # -- create -----------------------------------------------------------------------------------

    def create(self, body: dict[str, Any], client: str | None = None) -> dict[str, Any]:
        """client: the creating client (the organiser, with the organiser token it is given)."""
        settings = validated_settings(body)
        entrants = validated_entrants(body["entrants"], settings["game"], field="entrants", client=client)
        settings.update(forbidden_setting(body, entrants))
        fmt = settings["format"]
        cap = body.get("max_entrants")
        if cap is not None and len(entrants) > cap:
            raise InvalidSetup(f"at most {cap} entrants", details={"field": "entrants", "max": cap},
                               code="tournament_full")
        open_registration = bool(body.get("open_registration"))
        # Who may see it and its games (shared.app.clients.visibility), a fact of its created event.
        chosen = visibility.chosen_visibility(body.get("visibility"),
                                              bool(client or any(e.get("identity") for e in entrants)))
        # An open tournament is checked against its field when it starts (entrants register until then).
        try:
            supported = agg.max_rounds(fmt, len(entrants), settings["table_sizes"], settings["advance"],
                                       bool(settings["bot_fill"]))
        except PairingError as error:
            if not open_registration:
                raise InvalidSetup(str(error), details={"field": "entrants", "entrants": len(entrants)},
                                   code="field_cannot_be_seated") from error
            supported = agg.MAX_ROUNDS
        rounds = body.get("rounds") or (None if open_registration else default_rounds(fmt, len(entrants), supported))
        if rounds is not None and rounds > supported:
            raise InvalidSetup(f"{fmt} supports at most {supported} rounds for {len(entrants)} entrants",
                               details={"field": "rounds", "max": supported}, code="too_many_rounds")
        tournament_id = new_id()
        sealed = SealedSeed.draw(body.get("seed"))
        organiser = new_token()
        tokens = {token_digest(organiser): "organiser"}
        issued = []
        for entrant in entrants:
            token = new_token() if entrant["kind"] == "human" else None
            if token:
                tokens[token_digest(token)] = f"entrant:{entrant['id']}"
            issued.append({"id": entrant["id"], "name": entrant["name"], "kind": entrant["kind"], "token": token,
                           **({"identity": entrant["identity"]} if entrant.get("identity") else {})})
        created = {"type": agg.TOURNAMENT_CREATED, "v": 1, "data": {
            **settings, "rounds": rounds, "entrants": entrants, "seed_commitment": sealed.commitment,
            # Who organises (shared.app.clients.integrators), the entry cap, whether clients register their users.
            **({"organiser": client} if client else {}), **({"max_entrants": cap} if cap is not None else {}),
            **({"open_registration": True} if open_registration else {}),
            **({"visibility": chosen} if chosen else {})}}
        # Secrets first: no reader ever sees a tournament whose seed or tokens are missing.
        self.store.put_secret(tournament_id, sealed.secret())
        self.remember_secret(tournament_id, sealed.secret())
        self.tokens.grant(tournament_id, tokens)
        version = self._append_and_project(tournament_id, [created], 0, "organiser", command_id="create")
        return {"tournament_id": tournament_id, "version": version, "organiser_token": organiser,
                "entrants": issued, "seed_commitment": created["data"]["seed_commitment"]}

    # -- auth ---------------------------------------------------------------------------------------

    def role_for_token(self, tournament_id: str, token: str | None) -> str:
        """"organiser" or "entrant:<id>" for this tournament's token; 401/403 otherwise."""
        self.ensure_exists(tournament_id)
        if not token:
            raise Unauthenticated("a bearer token is required", details={"field": "Authorization"})
        digest = token_digest(token)
        role = self.tokens.holder(tournament_id, digest)
        if role is not None:
            return role
        raise self.tokens.refusal(digest)

    def require_organiser(self, tournament_id: str, token: str | None, client: str | None = None) -> None:
        """The organiser's token, shown by the organising client (when a client created the tournament)."""
        if self.role_for_token(tournament_id, token) != "organiser":
            raise Forbidden("only the organiser's token may do this", details={"field": "Authorization"},
                            code="organiser_only")
        organiser = self.load(tournament_id).get("organiser")
        if organiser is not None and client != organiser:
            raise Forbidden("only the organising client may do this", details={"field": "X-Client-Key"},
                            code="organiser_only")

    def require_entrant(self, tournament_id: str, token: str | None) -> str:
        role = self.role_for_token(tournament_id, token)
        if not role.startswith("entrant:"):
            raise Forbidden("this needs an entrant's token", details={"field": "Authorization"}, code="entrant_only")
        return role.partition(":")[2]

    # -- loading and appending --------------------------------------------------------------------

    def ensure_exists(self, tournament_id: str) -> None:
        if not self.store.exists(tournament_id):
            raise TournamentNotFound(f"no tournament {tournament_id!r}", details={"field": "tournament_id"})

    def exists(self, tournament_id: str) -> bool:
        return self.store.exists(tournament_id)

    def load(self, tournament_id: str) -> dict[str, Any]:
        self.ensure_exists(tournament_id)
        return agg.fold(self.store.read(tournament_id))

    def _append(self, tournament_id: str, events: list[dict[str, Any]], version: int, actor: str) -> int:
        return self._append_and_project(tournament_id, [{"v": 1, **e} for e in events], version, actor,
                                        command_id=new_command_id())

    def _append_and_project(self, tournament_id: str, events: list[dict[str, Any]], version: int, actor: str,
                            command_id: str) -> int:
        """Append at `version` (conditional), then bring the read model up to it: the tournament's state
        is folded from the stream on every load, so the projection is all that follows an append."""
        def apply(appended) -> None:
            try:
                self._log_heads(tournament_id, version, appended.version, appended.events, appended.events[-1]["hash"])
            except Exception:  # noqa: BLE001 - the append stands; the sweep's checkpoints cover a lost head
                log.exception("the log's heads of tournament %s at version %s were not submitted", tournament_id,
                              appended.version)
            self.project(tournament_id)

        return self.append_then_apply(tournament_id, events, version, apply, actor=actor,
                                      command_id=command_id).version

    @contextmanager
    def locked(self, tournament_id: str) -> Iterator[None]:
        """The tournament's lock: one writer at a time (the appends are conditional besides).

        In-process dispatch can finish a game (and so ask to advance its tournament) inside a
        locked call on this thread: that request is deferred and run when the lock is released."""
        held = _held_locks()
        with self._lock.holding(self.keys(tournament_id).lock):
            held.add(tournament_id)
            try:
                yield
            finally:
                held.discard(tournament_id)
        deferred = getattr(_inline, "deferred", None)
        while deferred and not held:
            self.advance(deferred.pop(0))

    def rng_source(self, tournament_id: str) -> str:
        return SealedSeed.from_secret(self.secret(tournament_id)).rng_source()




# -- inline dispatch (tests, DISPATCH=inline): a finished game advances its tournament in this thread ---------

_inline = threading.local()
_services: dict[tuple[int, str], TournamentService] = {}


def _held_locks() -> set[str]:
    held = getattr(_inline, "held", None)
    if held is None:
        held = _inline.held = set()
    return held


def service_for(redis, config: Config) -> TournamentService:
    key = (id(redis), config.key_prefix)
    if key not in _services:
        _services[key] = TournamentService(redis, config)
    return _services[key]


def advance_inline(redis, config: Config, tournament_id: str) -> None:
    """Advance now, unless this thread holds a tournament's lock (a round's bot games finish while
    the round is being created): then it runs when that lock is released."""
    if _held_locks():
        deferred = getattr(_inline, "deferred", None)
        if deferred is None:
            deferred = _inline.deferred = []
        if tournament_id not in deferred:
            deferred.append(tournament_id)
        return
    service_for(redis, config).advance(tournament_id)
