"""The engine protocol every game implements (docs/ARCHITECTURE.md: the domain floor).

A game's `rules` package exposes one object satisfying `Engine`. The platform
(service, workers, audit, bots, simulation tests) only ever talks to that
object, so it stays generic over games. The hosted engines derive from
shared.domain.declared.DeclaredEngine: they declare their setup rules, policy
table and contract, and the platform does the plumbing (setup validation,
policy dispatch, the legality check of shared.domain.legality).

Conventions every engine follows:

* State is plain JSON data (dicts, lists, str, int, float, bool, None).
  `json.loads(json.dumps(state)) == state` must hold at every step.
* An event is a dict `{"type": str, "v": int, "data": dict}`; the platform
  wraps it in the stored envelope (version, hash, actor, ...).
* `evolve` may mutate the state it is given and returns it; it never raises
  and never draws randomness. `decide` never mutates the state.
* All randomness is drawn in `new_game` / `decide` from the `random.Random`
  the platform hands in (derived from the game's secret seed and the version),
  and the *outcome* is written into the events, so replay never re-rolls.
* A command is a dict with a `"type"` key, exactly as `legal` lists it; the
  seat is not part of the command (it comes from the caller's token).
  `decide` accepts exactly the commands `legal` lists for that seat
  and refuses every other with a `RuleViolation`.
* What `legal`, `view` and `score` return belongs to the caller: it shares no
  list or dict with the state (a fresh object or a `detached` copy), so editing
  it never changes the game. A seat is a plain int in 0..n-1 (`check_seat`):
  `decide` refuses anything else (a bool is not a seat) with a RuleViolation.
* Optionally, `upcasters: dict[(event type, schema version), fn(data) -> data]`
  lifts events stored under an old schema version one version up on read
  (the store applies them in a chain; stored events are never rewritten).
* Optionally, `renamed_events: dict[old type, current type]` for event types
  renamed since streams were written; the store renames them on read (before
  the upcasters), while the hash chain keeps covering the stored name.
* Event types are snake_case in the past tense (`card_played`, `game_created`).
* For front ends, optionally (`FrontEndEngine`, used by shared/domain/catalog.py):
  `label(state, seat, command) -> str`, a short English name of a legal command
  in the rulebook's terms, and `catalog()`, the game's component data with the
  ids views and commands use.
"""

from __future__ import annotations

import marshal
import random
from typing import Any, Protocol, runtime_checkable

State = dict[str, Any]
Event = dict[str, Any]
Command = dict[str, Any]


class RuleViolation(Exception):
    """A command the rules refuse. Raised by `decide` before anything changes.

    code: stable machine-readable code ("not_your_turn", "illegal_move", ...)
    message: human explanation
    rule: the rulebook clause it breaks (section name or quote)
    field: the offending command field, when one is to blame
    """

    default_code = "illegal_move"

    def __init__(self, message: str, *, rule: str = "", code: str | None = None, field: str | None = None):
        super().__init__(message)
        self.code = code or self.default_code
        self.message = message
        self.rule = rule
        self.field = field

    def details(self) -> dict[str, Any]:
        details: dict[str, Any] = {}
        if self.rule:
            details["rule"] = self.rule
        if self.field:
            details["field"] = self.field
        return details


class IllegalMove(RuleViolation):
    default_code = "illegal_move"


class NotYourTurn(RuleViolation):
    default_code = "not_your_turn"


class GameOver(RuleViolation):
    default_code = "game_over"


@runtime_checkable
class Engine(Protocol):
    """What each game's rules package exposes (as a module-level object)."""

    name: str  # the game's id (snake_case), as its declaration names it (shared.domain.game_declaration)
    min_players: int
    max_players: int
    seat_kinds: tuple[str, ...]  # e.g. ("human", "bot") or ("human", "bot", "automa")
    bot_policies: tuple[str, ...]  # names accepted by `bot_command`, e.g. ("random", "heuristic")
    max_decisions: int  # a bound on decisions in one game (simulation tests check it)

    def validate_setup(self, players: list[dict[str, Any]], options: dict[str, Any]) -> None:
        """Raise RuleViolation (with field) if this player list / options cannot start a game."""

    def new_game(self, players: list[dict[str, Any]], options: dict[str, Any], rng: random.Random) -> list[Event]:
        """The setup events. players: [{"name", "kind", "policy"?}, ...] in seat order 0..n-1."""

    def initial_state(self) -> State:
        """The state before any event (fold starts here)."""

    def evolve(self, state: State, event: Event) -> State:
        """Apply one event (may mutate `state`); never raises, never random."""

    def decide(self, state: State, seat: int, command: Command, rng: random.Random) -> list[Event]:
        """Validate `command` for `seat`; return its events or raise RuleViolation."""

    def num_seats(self, state: State) -> int:
        """How many seats the game has (automa seats included)."""

    def pending(self, state: State) -> list[int]:
        """Seats that owe a decision now (several at once for simultaneous play). [] when over."""

    def legal(self, state: State, seat: int) -> list[Command]:
        """Every legal command for `seat` now; [] if it owes nothing."""

    def is_over(self, state: State) -> bool:
        """True once the rules say the game has ended."""

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """What `seat` (None = spectator) may see. Never another seat's secrets."""

    def event_view(self, event: Event, seat: int | None) -> Event:
        """The event as `seat` may see it (hidden parts redacted). Return it unchanged if nothing is hidden."""

    def score(self, state: State) -> dict[str, Any]:
        """Final scoring, in the shape every game shares (shared/domain/results.py, `finish_result`):
        {"ranking": [seat, ...] (winner first),
         "players": [{"seat", "name", "total", "lines": [{"source", "points"}, ...] (adding up to total),
                      "notes": [...] (informational), "tiebreak": [...], "rank"}, ...],
         "winners": [seat, ...]}
        """

    def bot_command(self, state: State, seat: int, policy: str, rng: random.Random,
                    version: int | None = None) -> Command:
        """The command an automated seat (bot policy or "automa") chooses now; one of legal(state, seat).
        version: the policy's version (shared.domain.policy_versions; None: the newest)."""


@runtime_checkable
class FrontEndEngine(Protocol):
    """What an engine adds for front ends (every hosted game does; shared/domain/catalog.py falls back to
    generic labels and an empty catalog for an engine without it)."""

    def label(self, state: State, seat: int, command: Command) -> str:
        """A short English name of `command` (one of legal(state, seat)) in the rulebook's terms and the
        catalog's names, e.g. "Discard Expedition 7 (Petra) and Expedition 18 (Great Zimbabwe)"."""

    def catalog(self) -> dict[str, Any]:
        """The component data: {"collections": {name: [{"id", "name", ..., "source"}]}, "tables": {...},
        "references": {"<command type>.<field>": collection}, "view_references": {"<view path>": collection}}."""
SEAT_RULE = "engine protocol: a seat is an integer from 0 to the number of seats - 1"


def check_seat(seat: Any, seats: int) -> None:
    """Refuse anything but an int seat of this game. `type(...) is int` on purpose: True == 1 and 1.0 == 1 would
    otherwise pass for seat 1 and be recorded as `"seat": true`."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise IllegalMove(f"seat must be an integer from 0 to {seats - 1}, not {seat!r}", rule=SEAT_RULE,
                          code="invalid_seat", field="seat")


def detached(data: Any) -> Any:
    """A deep copy of plain JSON data, for what `view`/`score` hand out (marshal: several times faster than
    copy.deepcopy, and exact for dict, list, str, int, float, bool and None)."""
    return marshal.loads(marshal.dumps(data))


def random_legal_command(engine: Engine, state: State, seat: int, rng: random.Random) -> Command:
    """The `random` policy every game shares: uniform over the legal commands."""
    commands = engine.legal(state, seat)
    if not commands:
        raise NotYourTurn(f"seat {seat} owes no decision", rule="pending")
    return commands[rng.randrange(len(commands))]


def rng_for(seed: int | str, version: int) -> random.Random:
    """The RNG `decide` gets at `version`: derived from the secret seed, so it is
    re-derivable once the seed is revealed, and differs at every version.

    Seeded at its first draw (SeededOnDemand): most decisions draw nothing, and seeding a Mersenne
    Twister from a string (sha512, then the 624-word state) costs more than many a decide itself."""
    return SeededOnDemand(f"{seed}:{version}")


class SeededOnDemand(random.Random):
    """Exactly `random.Random(seed)` (every draw the same, in the same order), seeded when first drawn from.

    Every method of random.Random draws through `random()` or `getrandbits()` (`_randbelow` uses the
    latter: random.Random.__init_subclass__ picks it when a subclass defines both, as the base class
    does); those, `randbytes`, the state accessors and `seed` itself seed first. Once seeded the object
    becomes a plain random.Random (same layout), so later draws cost what a plain Random's do and no
    bound method is left in its dict. tests/platform/test_engine_plumbing.py pins the equivalence."""

    def __init__(self, seed: int | str | None = None):  # random.Random.__init__ would seed now
        self._unseeded = seed
        self.gauss_next = None

    def random(self) -> float:
        _seed_now(self)
        return random.Random.random(self)

    def getrandbits(self, k: int) -> int:
        _seed_now(self)
        return random.Random.getrandbits(self, k)

    def randbytes(self, n: int) -> bytes:
        _seed_now(self)
        return random.Random.randbytes(self, n)

    def getstate(self):
        _seed_now(self)
        return random.Random.getstate(self)

    def setstate(self, state) -> None:
        self.__dict__.pop("_unseeded", None)
        self.__class__ = random.Random
        random.Random.setstate(self, state)

    def seed(self, a=None, version: int = 2) -> None:
        self.__dict__.pop("_unseeded", None)
        self.__class__ = random.Random
        random.Random.seed(self, a, version)


_SEEDED = object()


def _seed_now(rng: random.Random) -> None:
    """Seed a SeededOnDemand and make it a plain Random. A module function, not a method: a method bound before
    the switch (gauss keeps `self.random`) still reaches it afterwards, when it is a no-op."""
    seed = rng.__dict__.pop("_unseeded", _SEEDED)
    if seed is not _SEEDED:
        random.Random.seed(rng, seed)
    rng.__class__ = random.Random


def fold(engine: Engine, events: list[Event]) -> State:
    """The state the events produce, from the engine's initial state."""
    state = engine.initial_state()
    for event in events:
        state = engine.evolve(state, event)
    return state
