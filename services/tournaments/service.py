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

import hashlib
import logging
import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments import arbiter
from services.tournaments.feed import TournamentFeed
from services.tournaments.organiser import arbiter_document, forbidden_setting, refuse_unpairable
from services.tournaments.pairing import PairingError
from services.tournaments.verification import table_result
from services.tournaments.webhooks import TournamentOutbox
from shared.app import listings, visibility
from shared.app.base import Application, RedisLock
from shared.app.clients import identity
from shared.app.entropy import new_id
from shared.app.log_feed import LogFeed, transparency_log
from shared.app.projection_rebuild import delete_under, stream_ids
from shared.app.runtime import build_runtime
from shared.app.sealed_seed import SealedSeed
from shared.app.tokens import new_token, token_digest
from shared.app.write_if_newer import WRITE_DOCUMENT_IF_NEWER, WRITE_LISTING_IF_NEWER, listing_call
from shared.base import jsonfast
from shared.base.config import Config
from shared.bus.handlers import NOW, WORKER
from shared.bus.sender import sender_for
from shared.domain import clock
from shared.domain.engine import RuleViolation
from shared.domain.errors import Conflict, Forbidden, InvalidSetup, NotFound, Unauthenticated, VersionConflict
from shared.domain.registry import is_known, load_engine
from shared.domain.setup import AUTOMATED_KINDS
from shared.store.eventstore import EventStore, text
from shared.store.keys import TournamentKeys
from shared.store.keys import tournament_index_base as index_base
from shared.store.keys import tournament_store_prefix as store_prefix
from shared.store.signing import KeyRing, private_key_from_config

log = logging.getLogger(__name__)

LOCK_TTL_MS = 120_000
LOCK_WAIT_S = 60.0
TABLE_SIZES = (2, 3, 4, 5)


def tournament_log_feed(redis, config: Config, sender=None) -> LogFeed:
    """The deployment's transparency log, fed with the tournaments' heads: sequenced at once under inline
    dispatch, else by the workers' task queued through `sender` (none: the sweep's run)."""
    keyring = KeyRing(redis, config.key_prefix, private_key_from_config(config.signing_key, config.signing_key_file))
    inline = config.dispatch == "inline"
    return LogFeed(transparency_log(redis, config, keyring), config, NOW if inline else WORKER,
                   None if inline else sender)


class TournamentNotFound(NotFound):
    code = "tournament_not_found"


class EntrantNotFound(NotFound):
    code = "entrant_not_found"


class TournamentConflict(Conflict):
    code = "tournament_state"


class TournamentService(Application):
    """The tournaments' application on the application base (shared.app.base): its tokens, secrets,
    lock and append-then-apply are the games' own; a tournament adds its read model (projected
    after every append) and the round games it creates."""

    def __init__(self, redis, config: Config, runtime_for: Callable[[str], Any] | None = None, sender=None):
        self.redis = redis
        self.config = config
        self.prefix = config.key_prefix
        super().__init__(EventStore(redis, prefix=store_prefix(config.key_prefix)), self.locked, "tournament")
        self._runtime_for = runtime_for
        self._runtimes: dict[str, Any] = {}
        self._building = threading.Lock()
        self._lock = RedisLock(redis, LOCK_TTL_MS, LOCK_WAIT_S, busy=_busy)
        self._write_document = redis.register_script(WRITE_DOCUMENT_IF_NEWER)
        self._write_listing = redis.register_script(WRITE_LISTING_IF_NEWER)
        self.log_feed = tournament_log_feed(redis, config, sender)
        # The heads of rounds, the end and every N versions, from each append's events (shared.app.log_feed).
        self._log_heads = self.log_feed.heads_hook(
            "tournament_checkpoint", {agg.ROUND_FINISHED: "tournament_checkpoint",
                                      agg.TOURNAMENT_FINISHED: "tournament_finished"})
        # Webhooks of rounds and results, read from the stream after each projection (queued by the
        # deployment's sender; inline, the deliveries wait for a deliverer to run).
        self.outbox = TournamentOutbox(self.store, config, None if config.dispatch == "inline" else sender_for(config))
        self.feed = TournamentFeed(self)  # the organiser's feed of every table (services.tournaments.feed)

    def keys(self, tournament_id: str) -> TournamentKeys:
        return TournamentKeys(self.prefix, tournament_id)

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
        settings = self._validated_settings(body)
        entrants = self._validated_entrants(body["entrants"], settings["game"], field="entrants", client=client)
        settings.update(forbidden_setting(body, entrants))
        fmt = settings["format"]
        cap = body.get("max_entrants")
        if cap is not None and len(entrants) > cap:
            raise InvalidSetup(f"at most {cap} entrants", details={"field": "entrants", "max": cap},
                               code="tournament_full")
        open_registration = bool(body.get("open_registration"))
        # Who may see it and its games (shared.app.visibility), a fact of its created event.
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
            # Who organises (shared.app.clients), the entry cap, whether clients register their users.
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

    def _validated_settings(self, body: dict[str, Any]) -> dict[str, Any]:
        game = body["game"]
        if not is_known(game):
            raise InvalidSetup(f"no game {game!r} is hosted here", details={"field": "game"}, code="unknown_game")
        engine = load_engine(game)
        sizes = sorted(set(body["table_sizes"]))
        allowed = [s for s in TABLE_SIZES if engine.min_players <= s <= engine.max_players]
        for size in sizes:
            if size not in allowed:
                raise InvalidSetup(f"{game} tables cannot seat {size}", code="table_size_not_allowed",
                                   details={"field": "table_sizes", "allowed": allowed})
            try:  # the options must make a legal game at every table size
                engine.validate_setup([{"name": f"bot{i}", "kind": "bot", "policy": engine.bot_policies[0]}
                                       for i in range(size)], body["options"])
            except RuleViolation as error:
                raise InvalidSetup(f"tables of {size}: {error.message}", code="table_size_not_allowed",
                                   details={"field": "options", "table_size": size, **error.details()}) from error
        bot_fill = body.get("bot_fill")
        if bot_fill is not None and bot_fill not in engine.bot_policies:
            raise InvalidSetup(f"unknown policy {bot_fill!r}", details={"field": "bot_fill",
                                                                        "allowed": list(engine.bot_policies)})
        rank_points = {str(k): list(v) for k, v in (body.get("rank_points") or {}).items()}
        for size, row in rank_points.items():
            if not size.isdigit() or int(size) not in sizes or len(row) != int(size):
                raise InvalidSetup("rank_points: one row per table size, one entry per position",
                                   details={"field": f"rank_points.{size}"})
            if any(a < b for a, b in zip(row, row[1:], strict=False)):
                raise InvalidSetup("rank_points must not increase with the position",
                                   details={"field": f"rank_points.{size}"})
        if body.get("clock") is not None:
            try:  # the same time control every round game will be created with
                clock.parse_settings(body["clock"], [{"name": "entrant", "kind": "human"}], engine.bot_policies)
            except clock.ClockSettingsError as error:
                raise InvalidSetup(error.message, code="invalid_clock",
                                   details={"field": error.field}) from error
        advance = body.get("advance", 1)
        if body["format"] == "elimination" and advance >= sizes[0]:
            raise InvalidSetup(f"advancing {advance} of a table of {sizes[0]} eliminates nobody",
                               details={"field": "advance"})
        return {"name": body.get("name") or "", "game": game, "options": body["options"], "format": body["format"],
                "table_sizes": sizes, "bot_fill": bot_fill, "clock": body.get("clock"), "rank_points": rank_points,
                "advance": advance, "pairing": agg.PAIRING_VERSION}

    def _validated_entrants(self, entrants: list[dict[str, Any]], game: str, field: str,
                            existing: set[str] = frozenset(), client: str | None = None,
                            identities: set[str] = frozenset()) -> list[dict[str, Any]]:
        """client: the client adding them (an entrant naming a `user` is that client's user)."""
        engine = load_engine(game)
        seen = set(existing)
        seen_identities = set(identities)
        out = []
        for index, entrant in enumerate(entrants):
            who = None
            if entrant.get("user") is not None:
                if client is None:
                    raise InvalidSetup("only a client's entrant names a user",
                                       details={"field": f"{field}.{index}.user"}, code="invalid_user")
                who = identity(client, entrant["user"])
                if who in seen_identities:
                    raise InvalidSetup(f"{who} is entered already", details={"field": f"{field}.{index}.user"},
                                       code="duplicate_entrant")
                seen_identities.add(who)
            if entrant["id"] in seen:
                raise InvalidSetup(f"entrant id {entrant['id']!r} is used twice", code="duplicate_entrant",
                                   details={"field": f"{field}.{index}.id"})
            seen.add(entrant["id"])
            kind, policy = entrant["kind"], entrant.get("policy")
            if kind == "human" and policy:
                raise InvalidSetup("a human entrant has no policy", details={"field": f"{field}.{index}.policy"})
            if kind == "bot":
                policy = policy or ("heuristic" if "heuristic" in engine.bot_policies else engine.bot_policies[0])
                if policy not in engine.bot_policies or policy == "automa":
                    raise InvalidSetup(f"unknown policy {policy!r}", details={
                        "field": f"{field}.{index}.policy", "allowed": [p for p in engine.bot_policies if p != "automa"]})
            out.append({"id": entrant["id"], "name": entrant["name"], "kind": kind, "policy": policy,
                        **({"identity": who} if who else {})})
        return out

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
                                        command_id=new_id())

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

    # -- the organiser's commands -------------------------------------------------------------------

    def add_entrant(self, tournament_id: str, entrant: dict[str, Any], client: str | None = None,
                    joining: bool = False) -> dict[str, Any]:
        """The organiser adds an entrant, or a client registers its user (joining: open registration only)."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            closed = state["status"] == "finished" or (state["status"] != "registering" and state["format"] != "swiss")
            if closed or (joining and not state.get("open_registration")):
                raise TournamentConflict(f"a {state['format']} tournament that is {state['status']} takes no "
                                         "new entrants" if closed else "this tournament's organiser enters its "
                                         "entrants", code="registration_closed")
            active = [e for e in state["entrants"].values() if not e["dropped"]]
            if state.get("max_entrants") is not None and len(active) >= state["max_entrants"]:
                raise TournamentConflict(f"the tournament is full ({state['max_entrants']} entrants)",
                                         code="tournament_full", details={"max": state["max_entrants"]})
            taken = {e["identity"] for e in active if e.get("identity")}
            (entrant,) = self._validated_entrants([entrant], state["game"], "entrant", set(state["entrants"]),
                                                  client, taken)
            token = new_token() if entrant["kind"] == "human" else None
            if token:
                self.tokens.grant(tournament_id, {token_digest(token): f"entrant:{entrant['id']}"})
            version = self._append(tournament_id, [{"type": agg.ENTRANT_ADDED, "data": {"entrant": entrant}}],
                                   state["version"], "organiser")
        return {"version": version, "from_round": state["round"] + 1,
                "entrant": {**{k: entrant[k] for k in ("id", "name", "kind")}, "token": token,
                            **({"identity": entrant["identity"]} if entrant.get("identity") else {})}}

    def leave(self, tournament_id: str, who: str) -> dict[str, Any]:
        """A client's user leaves (from the next round on): the entrant with this identity."""
        state = self.load(tournament_id)
        found = [e["id"] for e in state["entrants"].values() if e.get("identity") == who and not e["dropped"]]
        if not found:
            raise EntrantNotFound(f"{who} is not entered", details={"field": "user"})
        return self.drop_entrant(tournament_id, found[0])

    def drop_entrant(self, tournament_id: str, entrant_id: str) -> dict[str, Any]:
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if entrant_id not in state["entrants"]:
                raise EntrantNotFound(f"no entrant {entrant_id!r}", details={"field": "entrant_id"})
            if state["status"] == "finished" or state["entrants"][entrant_id]["dropped"]:
                raise TournamentConflict("already dropped, or the tournament is over", code="cannot_drop")
            version = self._append(tournament_id, [{"type": agg.ENTRANT_DROPPED, "data": {"entrant": entrant_id}}],
                                   state["version"], "organiser")
        return {"version": version, "entrant": entrant_id, "from_round": state["round"] + 1}

    def start(self, tournament_id: str) -> dict[str, Any]:
        """Start (or resume after a pause): the next round is paired at once if it is due."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if state["status"] == "registering":
                data: dict[str, Any] = {}
                field = [e for e in state["order"] if not state["entrants"][e]["dropped"]]
                try:
                    supported = agg.max_rounds(state["format"], len(field), state["table_sizes"], state["advance"],
                                               bool(state["bot_fill"]), state.get("pairing"))
                except PairingError as error:
                    raise TournamentConflict(str(error), code="field_cannot_be_seated") from error
                if state["format"] == "elimination":
                    data["rounds"] = supported
                elif state["rounds"] is None:  # an open registration that named no rounds: the field decides
                    data["rounds"] = default_rounds(state["format"], len(field), supported)
                elif state["rounds"] > supported:
                    raise TournamentConflict(f"{len(field)} entrants support at most {supported} rounds",
                                             code="too_many_rounds", details={"field": "rounds", "max": supported})
                if state["format"] == "round_robin":
                    data["schedule"] = agg.schedule_round_robin(state, self.rng_source(tournament_id))
                refuse_unpairable(state, self.rng_source(tournament_id))
                self._append(tournament_id, [{"type": agg.TOURNAMENT_STARTED, "data": data}], state["version"],
                             "organiser")
            elif state["status"] == "paused":
                refuse_unpairable(state, self.rng_source(tournament_id))
                self._append(tournament_id, [{"type": agg.TOURNAMENT_RESUMED, "data": {}}], state["version"],
                             "organiser")
            else:
                raise TournamentConflict(f"the tournament is {state['status']}", code="not_startable")
            self._advance_locked(tournament_id)
        return self.document(tournament_id)

    def pause(self, tournament_id: str) -> dict[str, Any]:
        """No new round starts until the organiser starts again (the current games play on)."""
        with self.locked(tournament_id):
            state = self.load(tournament_id)
            if state["status"] != "running":
                raise TournamentConflict(f"the tournament is {state['status']}", code="not_running")
            self._append(tournament_id, [{"type": agg.TOURNAMENT_PAUSED, "data": {}}], state["version"], "organiser")
        return self.document(tournament_id)

    # -- advancing (the workers) --------------------------------------------------------------------

    def advance(self, tournament_id: str) -> str:
        """Record the current round once every table has finished, then pair and start the next one
        (or finish the tournament). Idempotent: safe to call at any time, any number of times."""
        with self.locked(tournament_id):
            return self._advance_locked(tournament_id)

    def _advance_locked(self, tournament_id: str) -> str:
        for _ in range(3):
            state = self.load(tournament_id)
            if state["status"] not in ("running", "paused"):
                return "idle"
            try:
                if not agg.round_complete(state):
                    results = self._round_results(tournament_id, state)
                    if results is None:
                        return "waiting"
                    self._append(tournament_id, [{"type": agg.ROUND_FINISHED, "data": {
                        "round": state["round"], "results": results}}], state["version"], "system")
                    continue
                if agg.last_round_played(state) and state["round"] > 0:
                    return self._finish(tournament_id, state, None)
                if state["status"] == "paused":
                    return "paused"
                try:
                    tables, recorded = arbiter.next_round(state, self.rng_source(tournament_id))
                except arbiter.RoundRefused as error:  # the organiser decides: an override, a drop
                    refused = error.recorded(state["round"] + 1)
                    self._append(tournament_id, [{"type": agg.TOURNAMENT_PAUSED, "data": {"refused": refused}}],
                                 state["version"], "system")
                    return "refused"
                except PairingError as error:
                    return self._finish(tournament_id, state, str(error))
                self._start_round(tournament_id, state, tables, recorded)
                return "started"
            except VersionConflict:
                continue  # written meanwhile (an organiser's command); look again
        return "busy"

    def _round_results(self, tournament_id: str, state: dict[str, Any]) -> list[dict[str, Any]] | None:
        tables = state["tables"][str(state["round"])]
        game_ids = [t["game_id"] for t in tables]
        # The hook notes each finished game: only the games not noted yet need loading to know
        # whether the round is over (the sweep's call finds them this way too).
        noted = self.redis.smismember(self.keys(tournament_id).finished_games, game_ids)
        rt = self.runtime(state["game"])
        for game_id, seen in zip(game_ids, noted, strict=True):
            if not seen and rt.service.current_result(game_id) is None:
                return None
        # The organiser's result overrides of a table apply to its game's result (services.tournaments.arbiter).
        return [arbiter.table_outcome(state, state["round"], table, table_result(table, rt.service.current_result(
            table["game_id"]))) for table in tables]

    def _start_round(self, tournament_id: str, state: dict[str, Any], tables: list[list[str | None]],
                     recorded: dict[str, Any]) -> None:
        number = state["round"] + 1
        rt = self.runtime(state["game"])
        rng_source = self.rng_source(tournament_id)
        tables_recorded, seats = [], {}
        # An entrant plays its round games with its own entrant token: the games are granted its digest
        # (no seat token is issued, so none is kept anywhere for /me).
        digests = {text(holder).partition(":")[2]: text(digest)
                   for digest, holder in self.redis.hgetall(self.keys(tournament_id).tokens).items()
                   if text(holder).startswith("entrant:")}
        for index, table in enumerate(tables):
            players = []
            for seat, entrant in enumerate(table):
                if entrant is None:
                    players.append({"name": f"filler-bot-{seat}", "kind": "bot", "policy": state["bot_fill"]})
                    continue
                e = state["entrants"][entrant]
                players.append({"name": e["name"], "kind": e["kind"],
                                **({"policy": e["policy"]} if e["kind"] in AUTOMATED_KINDS else {})})
            seed = int(hashlib.sha256(f"{rng_source}:game:{number}:{index}".encode()).hexdigest()[:15], 16)
            tag = {"round": number, "table": index, "entrants": table}
            # The time control binds the human seats; a table of bots alone has no clock to run.
            clocked = state.get("clock") and any(p["kind"] == "human" for p in players)
            identities = [state["entrants"][e].get("identity") if e is not None else None for e in table]
            created = rt.service.create_game(players, state["options"], seed, tournament=tournament_id, table=tag,
                                             clock_options=state["clock"] if clocked else None,
                                             client=state.get("organiser"), identities=identities,
                                             visibility=state.get("visibility") or visibility.RECORDED_DEFAULT,
                                             seat_digests={seat: digests[e] for seat, e in enumerate(table)
                                                           if e is not None and e in digests})
            tables_recorded.append({"table": index, "game_id": created["game_id"], "seats": table})
            for seat, entrant in enumerate(table):
                if entrant in digests:
                    seats[entrant] = jsonfast.dumps({"round": number, "table": index, "game": state["game"],
                                                     "game_id": created["game_id"], "seat": seat})
        if seats:
            self.redis.hset(self.keys(tournament_id).seats, mapping=seats)
        self._append(tournament_id, [{"type": agg.ROUND_STARTED, "data": {"round": number, "tables": tables_recorded,
                                                                          **recorded}}], state["version"], "system")

    def _finish(self, tournament_id: str, state: dict[str, Any], ended_early: str | None) -> str:
        sealed = SealedSeed.from_secret(self.secret(tournament_id))
        data = {"standings": agg.standings(state), "seed": sealed.secret()}
        if ended_early:
            data["ended_early"] = ended_early
        self._append(tournament_id, [{"type": agg.TOURNAMENT_FINISHED, "data": data}], state["version"], "system")
        return "finished"

    # -- reading ------------------------------------------------------------------------------------

    def me(self, tournament_id: str, entrant_id: str, token: str) -> dict[str, Any]:
        """token: the entrant's own token, which is also its seat token in its round games."""
        state = self.load(tournament_id)
        raw = self.redis.hget(self.keys(tournament_id).seats, entrant_id)
        seat = jsonfast.loads(raw) if raw else None
        if seat is not None and seat["round"] != state["round"]:
            seat = None  # not seated in the current round (dropped, eliminated or newly added)
        if seat is not None:
            seat.setdefault("token", token)  # a seat recorded before issue 22 kept its own token
        line = next((row for row in agg.standings(state) if row["entrant"] == entrant_id), None)
        entrant = state["entrants"][entrant_id]
        return {"tournament_id": tournament_id, "entrant": {k: entrant[k] for k in ("id", "name", "kind", "dropped")},
                "status": state["status"], "round": state["round"], "table": seat, "standing": line}

    def document(self, tournament_id: str) -> dict[str, Any]:
        """The public document from the read model, computed from the stream if it is behind."""
        raw = self.redis.get(self.keys(tournament_id).document)
        if raw is not None:
            stored = jsonfast.loads(raw)
            if stored["version"] >= self.store.version(tournament_id):
                return stored
        return document_of(tournament_id, self.load(tournament_id))

    def project(self, tournament_id: str) -> None:
        state = self.load(tournament_id)
        doc = document_of(tournament_id, state)
        self._write_document(keys=[self.keys(tournament_id).document], args=[doc["version"], jsonfast.dumps(doc)])
        base = index_base(self.prefix)
        summary = {k: doc[k] for k in ("tournament_id", "name", "game", "format", "status", "round", "rounds",
                                       "version", "created_at")}
        summary["entrants"] = len(doc["entrants"])
        summary.update(visibility.listing_facts(doc["visibility"], doc["organiser"],
                                                [e.get("identity") for e in doc["entrants"]]))
        by_status = [*((s, f"{base}:{s}") for s in agg.STATUSES),
                     *listings.scope_status_keys(base, summary, agg.STATUSES)]
        keys, args = listing_call(f"{base}:summary", f"{base}:all", by_status,
                                  listings.scope_keys(base, summary),
                                  tournament_id, doc["version"], jsonfast.dumps(summary), doc["status"],
                                  agg_time(state["created_at"]))
        self._write_listing(keys=keys, args=args)
        self.outbox.collect(tournament_id)
        self.feed.collect(tournament_id)

    def listing(self, status: str | None, offset: int, limit: int,
                reader: visibility.Reader = visibility.ANYONE) -> tuple[list[dict[str, Any]], int]:
        """The tournaments `reader` may list (public ones, and its client's own), newest first."""
        base = index_base(self.prefix)
        ids, total = listings.visible_ids(self.redis, base, f"{base}:{status}" if status else f"{base}:all",
                                          reader, offset, limit, status=status)
        if not ids:
            return [], total
        return listings.shown_summaries(self.redis.hmget(f"{base}:summary", ids), reader), total

    def tournament_ids(self) -> list[str]:
        """Every tournament, from the streams alone (the rebuild's source)."""
        return stream_ids(self.redis, store_prefix(self.prefix))

    def rebuild_projections(self) -> int:
        delete_under(self.redis, index_base(self.prefix))
        ids = self.tournament_ids()
        for tournament_id in ids:
            self.redis.delete(self.keys(tournament_id).document)
            self.project(tournament_id)
        return len(ids)


def _busy() -> TournamentConflict:
    return TournamentConflict("the tournament is busy; try again", code="tournament_busy")


def default_rounds(fmt: str, entrants: int, supported: int) -> int:
    """Swiss: ceil(log2(n)) rounds, enough to separate a single leader as in chess Swiss;
    round robin and elimination: all the rounds the format has for the field."""
    if fmt == "swiss":
        return min(supported, max(1, math.ceil(math.log2(max(entrants, 2)))))
    return supported


def document_of(tournament_id: str, state: dict[str, Any]) -> dict[str, Any]:
    current = state["tables"].get(str(state["round"]), [])
    return {
        "tournament_id": tournament_id, "name": state.get("name", ""), "game": state["game"],
        "options": state["options"], "format": state["format"], "status": state["status"],
        "round": state["round"], "rounds": state["rounds"], "table_sizes": state["table_sizes"],
        "bot_fill": state["bot_fill"], "clock": state.get("clock"), "advance": state.get("advance"),
        "rank_points": state.get("rank_points") or {}, "pairing": state.get("pairing") or 1,
        "version": state["version"],
        "created_at": state["created_at"], "seed_commitment": state["seed_commitment"],
        "seed": state["revealed_seed"],
        "entrants": [{**{k: e[k] for k in ("id", "name", "kind", "policy", "dropped", "from_round")},
                      **({"identity": e["identity"]} if e.get("identity") else {})} for e in agg.entrants_list(state)],
        "organiser": state.get("organiser"), "max_entrants": state.get("max_entrants"),
        "open_registration": bool(state.get("open_registration")),
        "visibility": state.get("visibility") or visibility.RECORDED_DEFAULT,
        "tables": current,
        "round_complete": agg.round_complete(state),
        "standings": agg.standings(state),
        **arbiter_document(state),
    }


def agg_time(iso: str) -> float:
    return datetime.fromisoformat(iso).timestamp()



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
