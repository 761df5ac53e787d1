"""The service layer: thin handlers that load a game, call the engine once, and append.

Knows nothing of HTTP; shared.http.factory maps its errors to status codes.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import secrets
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from shared.app import automation as automated_batch
from shared.base import jsonfast
from shared.domain import clock, seats
from shared.domain.catalog import labels_for
from shared.domain.engine import Engine, GameOver, NotYourTurn, RuleViolation, random_legal_command, rng_for
from shared.domain.errors import (
    BadSignature,
    Forbidden,
    GameNotFound,
    IdempotencyKeyReused,
    InvalidSetup,
    KeyAlreadyRegistered,
    SeatConflict,
    SignatureRequired,
    Unauthenticated,
    VersionConflict,
    VersionNotFound,
)
from shared.store import signing
from shared.store.chain import AUTOMATED_KINDS, CANON_JCS, rng_seed, seed_commitment
from shared.store.eventstore import Envelope, EventStore, Mark, canonical_json
from shared.store.repository import (
    GAME_CREATED,
    GAME_FINISHED,
    PLATFORM_EVENTS,
    SCORE_COMMAND_ID,
    SEAT_KEY_REGISTERED,
    GameRecord,
    GameRepository,
    replay,
)

log = logging.getLogger(__name__)

__all__ = ["AUTOMATED_KINDS", "GameService", "rng_seed", "seed_commitment"]  # the last two now live in shared.store.chain
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
    def __init__(self, engine: Engine, store: EventStore, repository: GameRepository, dispatcher: Dispatcher,
                 keyring: signing.KeyRing | None = None):
        self.engine = engine
        self.store = store
        self.repository = repository
        self.dispatcher = dispatcher
        # Signs receipts and the final transcript head (None: nothing is signed).
        self.keyring = keyring
        self._secrets: dict[str, dict[str, str]] = {}
        self._token_seats: dict[tuple[str, str], int] = {}
        # The wall clock in integer milliseconds; tests inject their own (no sleeping through minutes).
        self.now_ms: Callable[[], int] = lambda: time.time_ns() // 1_000_000
        # Consecutive automated decisions `advance` appends in one call (shared.app.automation); 1: one by one.
        self.advance_batch = automated_batch.BATCH_LIMIT

    # -- create ------------------------------------------------------------------

    def create_game(
        self, players: list[dict[str, Any]], options: dict[str, Any], seed: int | None, tournament: str | None = None,
        clock_options: dict[str, Any] | None = None,
        table: dict[str, Any] | None = None,
    ) -> dict:
        """clock_options: the time control as the creation body's "clock" spells it (COMMON.md contract 3)."""
        players = [self._seat_player(index, player) for index, player in enumerate(players)]
        try:
            self.engine.validate_setup(players, options)
        except RuleViolation as error:
            raise InvalidSetup(error.message, details=error.details()) from error
        clock_settings = None
        if clock_options is not None:
            try:
                clock_settings = clock.parse_settings(clock_options, players, self.engine.bot_policies)
            except clock.ClockSettingsError as error:
                details = {"field": error.field, **({"allowed": error.allowed} if error.allowed else {})}
                raise InvalidSetup(error.message, details=details, code="invalid_clock") from error

        game_id = uuid.uuid4().hex
        seed = secrets.randbits(128) if seed is None else seed
        salt = secrets.token_hex(16)
        secret = {"seed": str(seed), "salt": salt, "rng": rng_seed(seed, salt, players)}
        seats_created = []
        tokens = {}
        for index, player in enumerate(players):
            token = secrets.token_urlsafe(24) if player["kind"] == "human" else None
            if token:
                tokens[token_digest(token)] = index
            seats_created.append({"seat": index, "name": player["name"], "kind": player["kind"], "token": token})
        created = {
            "type": GAME_CREATED,
            "v": 1,
            "data": {
                "game": self.engine.name,
                # Exactly what new_game was given, so an auditor can re-derive the setup.
                "players": players,
                "options": options,
                "seed_commitment": seed_commitment(salt, seed),
                # The stream's canonical JSON (shared.store.chain): RFC 8785 for every new game.
                "canon": CANON_JCS,
                **({"tournament": tournament} if tournament else {}),
                **({"clock": clock_settings} if clock_settings else {}),
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
            game_id, [created, *setup], 0, actor="system", command_id="create", chain_key=salt,
            time=clock.to_iso(self.now_ms()),
        )
        record = self.load(game_id)
        self._dispatch(game_id, result.version, self.needs_advance(record))
        self._schedule_deadline(game_id, clock.next_deadline(record.clock))
        return {"game_id": game_id, "version": result.version, "seats": seats_created}

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
        seated = {"name": player["name"], "kind": kind, "policy": policy}
        if player.get("public_key") is not None:
            if kind != "human":
                raise InvalidSetup("only a human seat signs its commands",
                                   details={"field": f"players.{index}.public_key"})
            seated["public_key"] = _valid_public_key(player["public_key"], f"players.{index}.public_key")
        return seated

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
        automated: bool = False,
        *,
        signature: str | None = None,
        from_seat: bool = False,
    ) -> CommandResult:
        """Decide and append one command. The cached record is trusted optimistically: the
        append is conditional on its version, and a conflict or a refusal on a possibly stale
        record is retried on the caught-up one.

        automated: the workers play the seat (its controller is a bot policy or the Automa);
        otherwise the seat's human must still control it. With a time control, seats whose
        clock ran out are timed out first, and the decision's clock charge is appended with it.
        from_seat: the command comes from the seat's own client (the HTTP API), so a seat that
        registered a key must have signed it; `signature` is then stored beside the command."""
        try:
            return self._submit(game_id, seat, command, expected_version, idempotency_key, automated, signature,
                                from_seat)
        except _PriorResult as prior:
            return prior.result

    def _submit(self, game_id, seat, command, expected_version, idempotency_key, automated=False, signature=None,
                from_seat=False) -> CommandResult:
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
                now_ms = self._now_ms(record)
                if record.clock is not None and not self.engine.is_over(record.state):
                    timed_out = clock.overdue(record.clock, now_ms)
                    if timed_out:
                        # The deadline passed before this command: the timeout is the fact that lands first.
                        before = record.version
                        if not self._append_timeouts(record, timed_out, now_ms):
                            fresh = True
                            continue
                        if expected_version == before:
                            expected_version = record.version  # a timeout changes no engine state
                        self._after_platform_append(record)
                        if seat in timed_out:
                            self._raise_unless_prior(game_id, scoped_key, fingerprint)
                            raise self._seat_conflict(record, seat)
                        fresh = False
                        continue
                human = seats.controller_of(record, seat) == "human"
                if not automated and not human:
                    self._raise_unless_prior(game_id, scoped_key, fingerprint)
                    raise self._seat_conflict(record, seat)
                if automated and human:  # its player took the seat back since the worker looked
                    raise SeatConflict(f"seat {seat} is played by its human", code="seat_playing",
                                       details={"seat": seat})
                stored_signature = None
                if from_seat:
                    stored_signature = self._checked_signature(record, seat, command, expected_version, signature)
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
                if record.clock is not None:
                    events = [*events, *self._clock_event(record, seat, events, now_ms)]
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
                        time=clock.to_iso(now_ms),
                        signature=stored_signature,
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
                due = clock.next_deadline(record.clock)
            self._dispatch(game_id, appended.version, needs_advance, appended.flag_set)
            if record.clock is not None and not appended.duplicate:
                self._schedule_deadline(game_id, due)
            return CommandResult(appended.version, appended.events, appended.duplicate, finished)
        raise VersionConflict(record.version, self.store.version(game_id))

    def _checked_signature(self, record: GameRecord, seat: int, command: dict[str, Any],
                           expected_version: int | None, signature: str | None) -> str | None:
        """The seat's signature to store with its command, after checking it (None: the seat has no key)."""
        public_key = record.players[seat].get("public_key")
        if public_key is None:
            if signature is not None:
                raise InvalidSetup("this seat registered no public key: send no signature",
                                   details={"field": "signature"}, code="no_public_key")
            return None
        if signature is None:
            raise SignatureRequired("this seat registered a public key: its commands must carry a signature",
                                    details={"field": "signature"})
        if expected_version is None:
            raise SignatureRequired("a signed command names the version it was signed at: send expected_version",
                                    details={"field": "expected_version"})
        message = signing.command_message(record.game_id, expected_version, command)
        if not signing.signature_valid(public_key, signature, message):
            raise BadSignature("the signature does not verify with this seat's public key over "
                               "(game id, expected_version, command)", details={"field": "signature"})
        return signature

    def register_seat_key(self, game_id: str, seat: int, public_key: str) -> int:
        """Record a seat's Ed25519 public key in its stream (once); returns the new version."""
        public_key = _valid_public_key(public_key, "public_key")
        with self.repository.lock(game_id):
            record = self.repository.load(game_id)
            if record.players[seat].get("public_key"):
                raise KeyAlreadyRegistered("this seat already registered a public key",
                                           details={"field": "public_key", "seat": seat})
            if self.engine.is_over(record.state):
                raise GameOver("the game has ended", rule="end of game")
            event = {"type": SEAT_KEY_REGISTERED, "v": 1, "data": {"seat": seat, "public_key": public_key}}
            appended = self.store.append(game_id, [event], record.version, actor=seat, command_id=uuid.uuid4().hex,
                                         chain_key=self._secret(game_id)["salt"])
            self.repository.apply(record, appended.events)
        self._dispatch(game_id, appended.version, False)
        return appended.version

    def receipt(self, game_id: str, result: CommandResult) -> dict[str, Any] | None:
        """The server's signed acknowledgement of the stream's head after a command."""
        if self.keyring is None:
            return None
        return self.keyring.receipt(game_id, result.version, result.events[-1]["hash"])

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

        Every decision is appended conditionally on the version it was decided at, so a
        duplicate task (or a human moving first) is a harmless conflict. Without a time control,
        consecutive automated decisions are appended in batches (shared.app.automation);
        with one, each goes through `submit`, which charges its clock.
        """
        steps = 0
        fresh = True
        while steps < max_steps:
            with self.repository.lock(game_id):
                # After a batch of ours landed the cached record is the stream's head (its append was
                # conditional); otherwise read the tail: a human may have moved.
                record = self.repository.load(game_id, fresh=fresh)
                fresh = True
                if self.engine.is_over(record.state):
                    if record.result is None:
                        self._append_result(record)
                    return steps
                seat = next((s for s in self.engine.pending(record.state) if self._automated(record, s)), None)
                if seat is None:
                    return steps
                batch = None
                if record.clock is None and self.advance_batch > 1:
                    try:
                        batch = automated_batch.play_batch(self, record, min(self.advance_batch, max_steps - steps))
                    except VersionConflict:
                        steps += 1  # another worker or a human moved first: look again on the stream
                        continue
                    steps += batch.decisions
                    fresh = False
                    # This loop plays on while automated work remains: only a run that stops here asks for another.
                    more = steps >= max_steps and self.needs_advance(record)
                else:
                    version = record.version
                    policy = seats.policy_of(record, seat)
                    rng = random.Random(f"{self._secret(game_id)['rng']}:{version}:bot:{seat}")
                    command = self.engine.bot_command(record.state, seat, policy, rng)
            if batch is not None:
                self._dispatch(game_id, batch.appended.version, more, batch.appended.flag_set)
                continue
            try:
                self.submit(game_id, seat, command, expected_version=version, automated=True)
            except (VersionConflict, NotYourTurn, SeatConflict):
                pass  # another worker or a human moved first (or took the seat back); look again
            except RuleViolation:
                # A policy that proposes an illegal move must not stall the game: log it, play a legal one.
                log.error("policy %r proposed an illegal move in game %s at version %s", policy, game_id, version)
                with self.repository.lock(game_id):
                    fallback = random_legal_command(self.engine, self.repository.load(game_id).state, seat, rng)
                self.submit(game_id, seat, fallback, expected_version=version, automated=True)
            steps += 1
        return steps

    def _append_result(self, record: GameRecord) -> None:
        """The final scoring and the revealed seed, appended once the rules say the game is over
        (called with the game's lock held)."""
        secret = self._secret(record.game_id)
        try:
            finished = self.finished_event(record, lambda: self.store.head(record.game_id, record.version))
            appended = self.store.append(record.game_id, [finished], record.version, command_id=SCORE_COMMAND_ID,
                                         chain_key=secret["salt"], time=clock.to_iso(self._now_ms(record)))
        except VersionConflict:
            return
        self.repository.apply(record, appended.events)
        self._dispatch(record.game_id, appended.version, False)

    def finished_event(self, record: GameRecord, head: Callable[[], str]) -> dict[str, Any]:
        """The game_finished event of a game the rules say is over: the final scoring and the revealed
        seed. head: the chain's hash at record.version (asked only when receipts are signed)."""
        data = {"result": seats.final_result(self.engine.score(record.state), record), "seed": self._secret(record.game_id)}
        if self.keyring is not None:
            # The server's signature on the whole history before this event: with the public keys,
            # anyone can tell this stream from one rewritten and re-chained later.
            data["transcript"] = self.keyring.transcript(record.game_id, record.version, head())
        return {"type": GAME_FINISHED, "v": 1, "data": data}

    def needs_advance(self, record: GameRecord) -> bool:
        """Whether a worker has something to do: an automated seat to play or a result to append."""
        if self.engine.is_over(record.state):
            return record.result is None
        return any(self._automated(record, s) for s in self.engine.pending(record.state))

    @staticmethod
    def _automated(record: GameRecord, seat: int) -> bool:
        return seats.controller_of(record, seat) != "human"

    # -- clocks and seats (shared.domain.clock, shared.domain.seats) ----------------------------------

    def _now_ms(self, record: GameRecord) -> int:
        """Now, never before the game's last recorded time (another host's clock may run ahead)."""
        now = self.now_ms()
        if record.clock is not None and record.clock.get("as_of_ms") is not None:
            return max(now, record.clock["as_of_ms"])
        return now

    def _clock_event(self, record: GameRecord, seat: int, events: list[dict], now_ms: int) -> list[dict]:
        """The clock_charged of this decision, from the state the decision leads to (a copy)."""
        if clock.next_deadline(record.clock) is None and not any(
                seats.controller_of(record, s) == "human" for s in range(len(record.players))):
            return []  # no human plays any more: no clock can run
        after = jsonfast.loads(jsonfast.dumps(record.state))
        for event in jsonfast.loads(jsonfast.dumps(events)):
            after = self.engine.evolve(after, {"type": event["type"], "v": event.get("v", 1), "data": event["data"]})
        return seats.decision_events(self.engine, record, seat, after, now_ms)

    def _append_platform(self, record: GameRecord, events: list[dict], now_ms: int):
        """Append seat and clock facts through the same conditional append as moves (with the
        game's lock held); the record follows. Raises VersionConflict if the game moved on."""
        appended = self.store.append(
            record.game_id, events, record.version, actor="system", command_id=uuid.uuid4().hex,
            mark=self.dispatcher.mark(record.game_id), chain_key=self._secret(record.game_id)["salt"],
            time=clock.to_iso(now_ms),
        )
        self.repository.apply(record, appended.events)
        return appended

    def _append_timeouts(self, record: GameRecord, timed_out: list[int], now_ms: int) -> bool:
        try:
            self._append_platform(record, seats.timeout_events(self.engine, record, timed_out, now_ms), now_ms)
        except VersionConflict:
            return False
        log.info("game %s: seats %s timed out", record.game_id, timed_out)
        return True

    def _after_platform_append(self, record: GameRecord) -> None:
        self._dispatch(record.game_id, record.version, self.needs_advance(record))
        self._schedule_deadline(record.game_id, clock.next_deadline(record.clock))

    def _schedule_deadline(self, game_id: str, due_ms: int | None) -> None:
        """Tell the workers when this game's next clock runs out (None: no clock runs)."""
        schedule = getattr(self.dispatcher, "schedule_deadline", None)
        if schedule is None:
            return
        try:
            schedule(game_id, due_ms)
        except Exception:  # noqa: BLE001 - the append is committed; the sweep finds due clocks anyway
            log.exception("scheduling the deadline of game %s failed", game_id)

    @staticmethod
    def _seat_conflict(record: GameRecord, seat: int) -> SeatConflict:
        status = seats.seat_status(record, seat)
        if status == seats.TIMED_OUT:
            return SeatConflict(f"seat {seat}'s clock ran out: a bot plays it for the rest of the game",
                                code="timed_out", details={"seat": seat})
        if status == seats.RESIGNED:
            return SeatConflict(f"seat {seat} resigned: a bot plays it for the rest of the game",
                                code="seat_resigned", details={"seat": seat})
        return SeatConflict(f"seat {seat} is handed to a bot; take it back with PUT /v1/games/{{id}}/seats/{seat}",
                            code="seat_away", details={"seat": seat})

    def enforce_clock(self, game_id: str) -> list[int]:
        """Time out every seat whose clock has run out (the workers' deadline task and sweep).
        Idempotent: nothing is due twice, and a move that landed first stopped its clock."""
        for _ in range(MAX_CONFLICT_RETRIES):
            with self.repository.lock(game_id):
                record = self.repository.load(game_id)
                timed_out = []
                if record.clock is not None and not self.engine.is_over(record.state):
                    now_ms = self._now_ms(record)
                    timed_out = clock.overdue(record.clock, now_ms)
                    if timed_out and not self._append_timeouts(record, timed_out, now_ms):
                        continue
                    if timed_out:
                        self._dispatch(game_id, record.version, self.needs_advance(record))
                due = clock.next_deadline(record.clock)  # None once no clock runs (the game ended)
            self._schedule_deadline(game_id, due)
            return timed_out
        return []

    def resign(self, game_id: str, seat: int) -> CommandResult:
        """The seat concedes: it plays on as a bot (its clock's timeout policy, else the default
        policy) for the rest of the game, and the result marks it forfeited and ranks it last."""
        return self._change_seat(game_id, seat, lambda record, now_ms: self._resign_events(record, seat, now_ms))

    def set_controller(self, game_id: str, seat: int, controller: str, policy: str | None = None) -> CommandResult:
        """Hand a human seat to a bot while its player is away ("bot"), or take it back ("human")."""
        if controller == "bot":
            policy = policy or self._takeover_policy(None)
            if policy not in clock.takeover_policies(self.engine.bot_policies):
                raise InvalidSetup(f"unknown policy {policy!r}", details={
                    "field": "policy", "allowed": list(clock.takeover_policies(self.engine.bot_policies))})
        elif policy is not None:
            raise InvalidSetup("a human controller has no policy", details={"field": "policy"})

        def events(record: GameRecord, now_ms: int) -> list[dict]:
            status = seats.seat_status(record, seat)
            if status in (seats.TIMED_OUT, seats.RESIGNED):
                raise self._seat_conflict(record, seat)
            if controller == "bot":
                if status == seats.AWAY:
                    raise SeatConflict("the seat is already handed to a bot", code="seat_away", details={"seat": seat})
                return seats.away_events(self.engine, record, seat, policy, now_ms)
            if status != seats.AWAY:
                raise SeatConflict("the seat's player is already playing it", code="seat_playing",
                                   details={"seat": seat})
            return seats.return_events(self.engine, record, seat, now_ms)

        return self._change_seat(game_id, seat, events)

    def _takeover_policy(self, record: GameRecord | None) -> str:
        if record is not None and record.clock is not None:
            return record.clock["settings"]["timeout_policy"]
        return clock.default_policy(self.engine.bot_policies)

    def _resign_events(self, record: GameRecord, seat: int, now_ms: int) -> list[dict]:
        if seats.seat_status(record, seat) in (seats.TIMED_OUT, seats.RESIGNED):
            raise self._seat_conflict(record, seat)
        return seats.resign_events(self.engine, record, seat, self._takeover_policy(record), now_ms)

    def _change_seat(self, game_id: str, seat: int, build: Callable[[GameRecord, int], list[dict]]) -> CommandResult:
        """Append a seat change built on the current record (conditional; decided again on conflict).
        Clocks that ran out first are timed out first, as for any command."""
        for _ in range(MAX_CONFLICT_RETRIES):
            with self.repository.lock(game_id):
                record = self.repository.load(game_id)
                if self.engine.is_over(record.state):
                    raise GameOver("the game has ended", rule="end of game")
                if record.players[seat]["kind"] != "human":
                    raise SeatConflict(f"seat {seat} is not a human seat", code="not_a_human_seat",
                                       details={"seat": seat})
                now_ms = self._now_ms(record)
                timed_out = clock.overdue(record.clock, now_ms) if record.clock is not None else []
                if timed_out:
                    if self._append_timeouts(record, timed_out, now_ms):
                        self._after_platform_append(record)
                    continue
                try:
                    appended = self._append_platform(record, build(record, now_ms), now_ms)
                except VersionConflict:
                    continue
                needs_advance = self.needs_advance(record)
                due = clock.next_deadline(record.clock)
            self._dispatch(game_id, appended.version, needs_advance, appended.flag_set)
            self._schedule_deadline(game_id, due)
            return CommandResult(appended.version, appended.events)
        raise VersionConflict(record.version, self.store.version(game_id))

    # -- reading -------------------------------------------------------------------

    def current_view(self, game_id: str, seat: int | None) -> dict[str, Any]:
        """The caller's view computed from the stream itself (read-your-writes fallback)."""
        with self.repository.lock(game_id):
            return self.game_view(self.repository.load(game_id), seat)

    def view_at(self, game_id: str, seat: int | None, version: int) -> dict[str, Any]:
        """The game document as it stood at `version` (replays, time travel). Folded from the stream
        itself and shown through the same view as the live game, so a seat never sees more at an old
        version than it saw then; once the game is finished its events are public anyway."""
        with self.repository.lock(game_id):
            current = self.repository.load(game_id).version
        if version > current:
            raise VersionNotFound(f"game {game_id!r} has no version {version} (it is at {current})",
                                  details={"field": "at_version", "version": current})
        record = replay(self.engine, game_id, self.store.read(game_id, 1, version))
        document = self.game_view(record, seat)
        document["at_version"] = version
        document["latest_version"] = current
        return document

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

    def labelled_legal(self, game_id: str, seat: int) -> tuple[int, list[dict[str, Any]], list[str]]:
        """`legal`, plus labels[i]: a short English name of commands[i] (for front ends)."""
        with self.repository.lock(game_id):
            record = self.repository.load(game_id)
            commands = self.engine.legal(record.state, seat) if seat in self.engine.pending(record.state) else []
            return record.version, commands, labels_for(self.engine, record.state, seat, commands)

    def visible_event(self, envelope: Envelope, seat: int | None, finished: bool) -> Envelope:
        """An event as `seat` may see it: the engine redacts the data, and a command's
        body is shown only to the seat that sent it. Once the game has ended nothing is
        secret any more: everyone sees the events as stored, so any auditor can verify
        the hash chain and re-derive every draw from the revealed seed."""
        # The engine redacts events under their current name and schema: an event stored in an
        # older form (`/events?raw=true`) is shown redacted in its current form until the game ends.
        current = self.store.upcast(envelope)
        if finished or current["type"] in PLATFORM_EVENTS:
            return envelope  # the platform's own facts (creation, seats, clocks, result) hide nothing
        shown = self.engine.event_view({"type": current["type"], "v": current["v"], "data": current["data"]}, seat)
        visible = dict(current)
        visible["data"] = shown["data"]
        if "command" in visible and visible.get("actor") != seat:
            visible["command"] = None
            if "signature" in visible:
                # Checking the seat's public key against each legal command would reveal the hidden one.
                visible["signature"] = None
        return visible

    def game_view(self, record: GameRecord, seat: int | None) -> dict[str, Any]:
        return {
            "game_id": record.game_id,
            "game": record.game,
            "version": record.version,
            "status": status_of(self.engine, record),
            "pending": sorted(self.engine.pending(record.state)),
            "players": [{"seat": i, **p, **control}
                        for i, (p, control) in enumerate(zip(record.players, seats.seat_documents(record), strict=True))],
            "tournament": record.tournament,
            "clock": seats.clock_document(record),
            "view": self.engine.view(record.state, seat),
            "result": record.result,
        }

    def ensure_exists(self, game_id: str) -> None:
        if not self.store.exists(game_id):
            raise GameNotFound(f"no game {game_id!r}", details={"field": "game_id"})


def _valid_public_key(text: Any, field: str) -> str:
    try:
        signing.public_key_from_text(text)
    except (ValueError, TypeError) as error:
        raise InvalidSetup("public_key must be an Ed25519 public key, base64url of its 32 raw bytes",
                           details={"field": field}, code="invalid_public_key") from error
    return text
