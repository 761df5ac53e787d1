"""The service layer: thin handlers that load a game, call the engine once, and append.

Knows nothing of HTTP; shared.api maps its errors to status codes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import secrets
import uuid
from dataclasses import dataclass
from typing import Any, Protocol

from shared.engine import Engine, GameOver, NotYourTurn, RuleViolation, random_legal_command, rng_for
from shared.errors import (
    Forbidden,
    GameNotFound,
    IdempotencyKeyReused,
    InvalidSetup,
    Unauthenticated,
    VersionConflict,
)
from shared.eventstore import Envelope, EventStore, Mark, canonical_json
from shared.repository import GAME_CREATED, GAME_FINISHED, GameRecord, GameRepository

log = logging.getLogger(__name__)

AUTOMATED_KINDS = ("bot", "automa")
MAX_CONFLICT_RETRIES = 5


class Dispatcher(Protocol):
    """What happens after an append: projections and automated seats catch up."""

    def mark(self, game_id: str) -> Mark | None:
        """A mark the append script may set for the follow-up work (None: do it in after_append)."""

    def after_append(self, game_id: str, version: int, needs_advance: bool, flag_set: bool | None = None) -> None:
        """flag_set: what the append's Mark reported, None when no Mark was set."""


@dataclass
class CommandResult:
    version: int
    events: list[Envelope]
    duplicate: bool = False
    finished: bool = False


def seed_commitment(salt: str, seed: int | str) -> str:
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def rng_seed(seed: int | str, salt: str, players: list[dict[str, Any]]) -> str:
    """What every draw of the game derives from (shared.engine.rng_for).

    A seed given at creation reproduces a game exactly only when every seat is automated
    (tests, bot tournaments). With a human seat it is mixed with the secret salt: whoever
    knows the seed (the creator, or anyone guessing a small one) must not know the cards.
    Both are revealed at the end, so the draws are re-derivable by anyone then.
    """
    if all(player["kind"] in AUTOMATED_KINDS for player in players):
        return str(seed)
    return f"{salt}:{seed}"


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def status_of(engine: Engine, record: GameRecord) -> str:
    return "finished" if engine.is_over(record.state) else "active"


class _PriorResult(Exception):
    """Carries the first result of an idempotent command out of the retry loop."""

    def __init__(self, result: CommandResult):
        super().__init__("prior result")
        self.result = result


class GameService:
    def __init__(self, engine: Engine, store: EventStore, repository: GameRepository, dispatcher: Dispatcher):
        self.engine = engine
        self.store = store
        self.repository = repository
        self.dispatcher = dispatcher
        self._secrets: dict[str, dict[str, str]] = {}
        self._token_seats: dict[tuple[str, str], int] = {}

    # -- create ------------------------------------------------------------------

    def create_game(
        self, players: list[dict[str, Any]], options: dict[str, Any], seed: int | None, tournament: str | None = None,
        table: dict[str, Any] | None = None,
    ) -> dict:
        players = [self._seat_player(index, player) for index, player in enumerate(players)]
        try:
            self.engine.validate_setup(players, options)
        except RuleViolation as error:
            raise InvalidSetup(error.message, details=error.details()) from error

        game_id = uuid.uuid4().hex
        seed = secrets.randbits(128) if seed is None else seed
        salt = secrets.token_hex(16)
        secret = {"seed": str(seed), "salt": salt, "rng": rng_seed(seed, salt, players)}
        seats = []
        tokens = {}
        for index, player in enumerate(players):
            token = secrets.token_urlsafe(24) if player["kind"] == "human" else None
            if token:
                tokens[token_digest(token)] = index
            seats.append({"seat": index, "name": player["name"], "kind": player["kind"], "token": token})
        created = {
            "type": GAME_CREATED,
            "v": 1,
            "data": {
                "game": self.engine.name,
                # Exactly what new_game was given, so an auditor can re-derive the setup.
                "players": players,
                "options": options,
                "seed_commitment": seed_commitment(salt, seed),
                **({"tournament": tournament} if tournament else {}),
                **({"table": table} if table else {}),
            },
        }
        setup = self.engine.new_game(players, options, rng_for(secret["rng"], 0))
        # Secrets first: no reader ever sees a game whose seed or tokens are missing.
        self.store.put_secret(game_id, secret)
        self._remember_secret(game_id, secret)
        if tokens:
            redis = self.store.redis
            redis.hset(f"{self.store.keys(game_id).meta}:tokens", mapping=tokens)
            # One key per token, each in its own slot on Redis Cluster: no MSET across slots.
            pipe = redis.pipeline(transaction=False)
            for digest in tokens:
                pipe.set(f"{self.store.prefix}token:{digest}", game_id)
            pipe.execute()
        result = self.store.append(
            game_id, [created, *setup], 0, actor="system", command_id="create", chain_key=salt
        )
        self._dispatch(game_id, result.version, self.needs_advance(self.load(game_id)))
        return {"game_id": game_id, "version": result.version, "seats": seats}

    def _seat_player(self, index: int, player: dict[str, Any]) -> dict[str, Any]:
        """The canonical player entry: name, kind, and the policy that moves an automated seat."""
        kind = player["kind"]
        if kind not in self.engine.seat_kinds:
            raise InvalidSetup(
                f"{self.engine.name} has no {kind!r} seats",
                details={"field": f"players.{index}.kind", "allowed": list(self.engine.seat_kinds)},
            )
        policy = None
        if kind in AUTOMATED_KINDS:
            policy = player.get("policy") or ("automa" if kind == "automa" else "random")
            if policy not in self.engine.bot_policies:
                raise InvalidSetup(
                    f"unknown policy {policy!r}",
                    details={"field": f"players.{index}.policy", "allowed": list(self.engine.bot_policies)},
                )
        elif player.get("policy"):
            raise InvalidSetup("a human seat has no policy", details={"field": f"players.{index}.policy"})
        return {"name": player["name"], "kind": kind, "policy": policy}

    # -- auth --------------------------------------------------------------------

    def seat_for_token(self, game_id: str, token: str) -> int:
        digest = token_digest(token)
        cached = self._token_seats.get((game_id, digest))
        if cached is not None:
            return cached  # a seat's token never changes
        seat = self.store.redis.hget(f"{self.store.keys(game_id).meta}:tokens", digest)
        if seat is not None:
            if len(self._token_seats) > 100_000:
                self._token_seats.clear()
            self._token_seats[(game_id, digest)] = int(seat)
            return int(seat)
        self.ensure_exists(game_id)
        if self.store.redis.exists(f"{self.store.prefix}token:{digest}"):
            raise Forbidden("this token belongs to another game", details={"field": "Authorization"})
        raise Unauthenticated("unknown token", details={"field": "Authorization"})

    # -- commands ----------------------------------------------------------------

    def load(self, game_id: str) -> GameRecord:
        with self.repository.lock(game_id):
            return self.repository.load(game_id)

    def submit(
        self,
        game_id: str,
        seat: int,
        command: dict[str, Any],
        expected_version: int | None = None,
        idempotency_key: str | None = None,
    ) -> CommandResult:
        """Decide and append one command. The cached record is trusted optimistically: the
        append is conditional on its version, and a conflict or a refusal on a possibly stale
        record is retried on the caught-up one."""
        try:
            return self._submit(game_id, seat, command, expected_version, idempotency_key)
        except _PriorResult as prior:
            return prior.result

    def _submit(self, game_id, seat, command, expected_version, idempotency_key) -> CommandResult:
        fingerprint = hashlib.sha256(canonical_json(command).encode()).hexdigest()
        scoped_key = f"{seat}:{idempotency_key}" if idempotency_key else None
        fresh = False
        for _ in range(MAX_CONFLICT_RETRIES):
            with self.repository.lock(game_id):
                record = self.repository.load(game_id, fresh=fresh)
                if scoped_key:
                    prior = self._prior_result(game_id, scoped_key, fingerprint)
                    if prior:
                        return prior
                if expected_version is not None and expected_version != record.version and not fresh:
                    fresh = True
                    continue
                if expected_version is not None and expected_version != record.version:
                    self._raise_unless_prior(game_id, scoped_key, fingerprint)
                    raise VersionConflict(expected_version, record.version)
                try:
                    if self.engine.is_over(record.state):
                        raise GameOver("the game has ended", rule="end of game")
                    events = self.engine.decide(
                        record.state, seat, command, rng_for(self._secret(game_id)["rng"], record.version)
                    )
                except RuleViolation:
                    if fresh:
                        self._raise_unless_prior(game_id, scoped_key, fingerprint)
                        raise
                    fresh = True  # the refusal may come from a stale cache: judge again on the stream
                    continue
                try:
                    appended = self.store.append(
                        game_id,
                        events,
                        record.version,
                        actor=seat,
                        command_id=uuid.uuid4().hex,
                        command=command,
                        idempotency_key=scoped_key,
                        fingerprint=fingerprint,
                        mark=self.dispatcher.mark(game_id),
                        chain_key=self._secret(game_id)["salt"],
                    )
                except VersionConflict:
                    if expected_version is not None and fresh:
                        raise
                    fresh = True  # someone moved first: decide again on the new state
                    continue
                if not appended.duplicate:
                    self.repository.apply(record, appended.events)
                needs_advance = self.needs_advance(record)
                finished = self.engine.is_over(record.state)
            self._dispatch(game_id, appended.version, needs_advance, appended.flag_set)
            return CommandResult(appended.version, appended.events, appended.duplicate, finished)
        raise VersionConflict(record.version, self.store.version(game_id))

    def _raise_unless_prior(self, game_id: str, scoped_key: str | None, fingerprint: str) -> None:
        """Before refusing a retried command: if its first attempt landed meanwhile (another
        instance), answer with that result instead of an error."""
        prior = self._prior_result(game_id, scoped_key, fingerprint) if scoped_key else None
        if prior:
            raise _PriorResult(prior)

    def _prior_result(self, game_id: str, scoped_key: str, fingerprint: str) -> CommandResult | None:
        raw = self.store.redis.hget(self.store.keys(game_id).idempotency, scoped_key)
        if raw is None:
            return None
        prior = json.loads(raw)
        if prior["fingerprint"] != fingerprint:
            raise IdempotencyKeyReused(
                "this idempotency_key was already used for a different command", details={"field": "idempotency_key"}
            )
        record = self.repository.load(game_id)
        return CommandResult(prior["to"], self.store.read(game_id, prior["from"], prior["to"]), True,
                             self.engine.is_over(record.state))

    def _secret(self, game_id: str) -> dict[str, str]:
        secret = self._secrets.get(game_id)
        if secret is None:
            secret = self.store.secret(game_id)
            self._remember_secret(game_id, secret)
        return secret

    def _remember_secret(self, game_id: str, secret: dict[str, str]) -> None:
        if len(self._secrets) >= 100_000:
            self._secrets.clear()
        self._secrets[game_id] = secret

    def _dispatch(self, game_id: str, version: int, needs_advance: bool, flag_set: bool | None = None) -> None:
        """Follow-up work after a committed append. A failure here must not turn a stored
        move into an error (the client would retry it as a new move): it is logged, and the
        workers' periodic sweep picks the game up."""
        try:
            self.dispatcher.after_append(game_id, version, needs_advance, flag_set)
        except Exception:  # noqa: BLE001 - the append is committed whatever happens here
            log.exception("dispatch after append failed for game %s at version %s", game_id, version)

    # -- automated seats and scoring (run by the workers) ---------------------------

    def advance(self, game_id: str, max_steps: int = 1000) -> int:
        """Play pending automated seats and append the final scoring; returns decisions made.

        Every decision goes through `submit` with the version it was read at, so a
        duplicate task (or a human moving first) is a harmless conflict.
        """
        steps = 0
        while steps < max_steps:
            with self.repository.lock(game_id):
                record = self.repository.load(game_id)
                if self.engine.is_over(record.state):
                    if record.result is None:
                        self._append_result(record)
                    return steps
                seat = next((s for s in self.engine.pending(record.state) if self._automated(record, s)), None)
                if seat is None:
                    return steps
                version = record.version
                rng = random.Random(f"{self._secret(game_id)['rng']}:{version}:bot:{seat}")
                command = self.engine.bot_command(record.state, seat, record.players[seat]["policy"], rng)
            try:
                self.submit(game_id, seat, command, expected_version=version)
            except (VersionConflict, NotYourTurn):
                pass  # another worker or a human moved first; look again
            except RuleViolation:
                # A policy that proposes an illegal move must not stall the game: log it, play a legal one.
                log.error("policy %r proposed an illegal move in game %s at version %s", record.players[seat]["policy"],
                          game_id, version)
                with self.repository.lock(game_id):
                    fallback = random_legal_command(self.engine, self.repository.load(game_id).state, seat, rng)
                self.submit(game_id, seat, fallback, expected_version=version)
            steps += 1
        return steps

    def _append_result(self, record: GameRecord) -> None:
        """The final scoring and the revealed seed, appended once the rules say the game is over
        (called with the game's lock held)."""
        secret = self._secret(record.game_id)
        finished = {
            "type": GAME_FINISHED,
            "v": 1,
            "data": {"result": self.engine.score(record.state), "seed": secret},
        }
        try:
            appended = self.store.append(record.game_id, [finished], record.version, command_id="score",
                                         chain_key=secret["salt"])
        except VersionConflict:
            return
        self.repository.apply(record, appended.events)
        self._dispatch(record.game_id, appended.version, False)

    def needs_advance(self, record: GameRecord) -> bool:
        """Whether a worker has something to do: an automated seat to play or a result to append."""
        if self.engine.is_over(record.state):
            return record.result is None
        return any(self._automated(record, s) for s in self.engine.pending(record.state))

    @staticmethod
    def _automated(record: GameRecord, seat: int) -> bool:
        return record.players[seat]["kind"] in AUTOMATED_KINDS

    # -- reading -------------------------------------------------------------------

    def current_view(self, game_id: str, seat: int | None) -> dict[str, Any]:
        """The caller's view computed from the stream itself (read-your-writes fallback)."""
        with self.repository.lock(game_id):
            return self.game_view(self.repository.load(game_id), seat)

    def current_result(self, game_id: str) -> dict[str, Any] | None:
        """The recorded result once the game has been scored (events are then public)."""
        with self.repository.lock(game_id):
            return self.repository.load(game_id).result

    def legal(self, game_id: str, seat: int) -> tuple[int, list[dict[str, Any]]]:
        """The version and every legal command of `seat` at it (none when it owes nothing)."""
        with self.repository.lock(game_id):
            record = self.repository.load(game_id)
            pending = self.engine.pending(record.state)
            return record.version, self.engine.legal(record.state, seat) if seat in pending else []

    def visible_event(self, envelope: Envelope, seat: int | None, finished: bool) -> Envelope:
        """An event as `seat` may see it: the engine redacts the data, and a command's
        body is shown only to the seat that sent it. Once the game has ended nothing is
        secret any more: everyone sees the events as stored, so any auditor can verify
        the hash chain and re-derive every draw from the revealed seed."""
        if finished or envelope["type"] in (GAME_CREATED, GAME_FINISHED):
            return envelope
        shown = self.engine.event_view({"type": envelope["type"], "v": envelope["v"], "data": envelope["data"]}, seat)
        visible = dict(envelope)
        visible["data"] = shown["data"]
        if "command" in visible and visible.get("actor") != seat:
            visible["command"] = None
        return visible

    def game_view(self, record: GameRecord, seat: int | None) -> dict[str, Any]:
        return {
            "game_id": record.game_id,
            "game": record.game,
            "version": record.version,
            "status": status_of(self.engine, record),
            "pending": sorted(self.engine.pending(record.state)),
            "players": [{"seat": i, **p} for i, p in enumerate(record.players)],
            "tournament": record.tournament,
            "view": self.engine.view(record.state, seat),
            "result": record.result,
        }

    def ensure_exists(self, game_id: str) -> None:
        if not self.store.exists(game_id):
            raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})
