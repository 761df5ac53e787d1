"""Bot policy versions: which code chose a bot seat's commands, forever (docs/FORMAT.md, "Bot policy versions").

A bot seat's `game_created` (`data.policy_versions[seat]`) or `seat_replaced` (`data.version`) names the
version of its policy; the seat is played, and its commands re-derived by the audit (shared.audit.bot_audit),
under that version, never under whatever is newest. Like rules versions, a released policy version is frozen
code: RELEASED holds a content hash of the sources that decide what it chooses, and
tests/platform/test_policy_versions.py fails when one changes. A change to what a released policy chooses is
a new version (an entry below, and new code beside the old), never an edit.

What a version is given: a version with a `world` sees no real state at all. The platform draws a world from
the seat's view with the game's determinization (a full state the seat cannot tell from the real one: hidden
piles reshuffled from their contents, other seats' hidden cards redealt from everything the seat cannot see)
and hands the chooser that world, so nothing the seat cannot see can reach its choice. A version without a
`world` is given the state: `random` reads only `legal`, `strong` version 1 only `legal` and its own
determinization, the Automa's only `legal` (its one command has the rules draw its cards); the heuristics'
versions 1 read the state itself (Royal Archeology's read the hidden deck, issue 38). New seats play the
versions 2 of the heuristics and of Academic Society's and Royal Archeology's strong, handed a world; every
version released from now on is (`given_a_world`, in the game's declaration). tests/platform/test_fair_bots.py
redraws hidden information under an unchanged view at many positions of every game, mode and policy and
requires the same command.

Versions are keyed by the rules package whose engine they play (a policy calls its package's rules):
(package, policy, version). An engine whose package has no entry for a policy (a test fixture, or Academic
Society's rules version 1, whose games were all recorded before this table) plays its own policy table.

Randomness: a decision's draws come from `bot_rng(game rng, version, seat)`, derived from the game's seed, which
is revealed when the game ends: anyone can re-derive every bot command of a finished game.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import inspect
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from shared.domain import registry
from shared.domain.engine import Command, IllegalMove, State
from shared.domain.rules_versions import head_of_copy

Policy = Callable[[Any, State, int, random.Random], Command]
Determinize = Callable[[State, int, random.Random], State]

# Seats recorded before policy versions name none: they play on under the version that chose their commands
# then (every policy's first), and the audit names their games as recorded before policy versions.
UNNAMED = 1


@dataclass(frozen=True)
class PolicyVersion:
    package: str  # the rules package whose engine it plays (its engine's module, services.<game>.rules)
    policy: str
    version: int
    chooser: str  # "module:function", fn(engine, state, seat, rng) -> command
    sources: tuple[str, ...]  # what decides its choices: "module" (the file) or "module:name" (that object)
    sha256: str  # content_hash(sources)
    released: str  # the date it was released
    sees: str  # what it is given to see, in words (the catalog and the OpenAPI document)
    world: str | None = None  # "module:function" determinization: the chooser sees a world drawn from the view


_RELEASE_1 = "2026-12-06"  # the first release that recorded policy versions

# What a version is given to see, in words.
SEES_LEGAL = "only its seat's legal commands (what GET /legal shows the seat)"
SEES_WORLD = "a world drawn from its seat's view: the platform hands it no real state"
SEES_SEARCH = ("its seat's legal commands and worlds drawn from its seat's view: its search reads the position only "
               "through the game's determinization")
SEES_CHECKED = ("the position as the platform holds it; redrawing what its seat cannot see was found never to change "
                "its choice (tests/platform/test_fair_bots.py)")
SEES_AUTOMA = "the rulebook's Automa procedure: its one command, automa_turn, has the rules draw the Automa's cards"


def given_the_state(package: str, policy: str, version: int, chooser: str, sources: tuple[str, ...], sha256: str,
                    sees: str) -> PolicyVersion:
    """A version the platform hands the state (every version 1: as it was played before this table)."""
    return PolicyVersion(package, policy, version, chooser, sources, sha256, _RELEASE_1, sees)


def given_a_world(package: str, policy: str, version: int, chooser: str, sources: tuple[str, ...], sha256: str,
                  sees: str = "", released: str = _RELEASE_1) -> PolicyVersion:
    """A version the platform hands a world drawn from the seat's view by the game's determinization (its
    strong.py), never the state: the way every new version should be released. Its sources gain the world's: the
    determinization, what it shuffles with, and how the platform hands the world over."""
    world = f"{package}.strong:determinize"
    return PolicyVersion(package, policy, version, chooser,
                         (*sources, world, "shared.domain.ismcts:reshuffled",
                          "shared.domain.policy_versions:_seeing_a_world"),
                         sha256, released, f"{SEES_WORLD}{sees}", world)


RANDOM = "shared.domain.engine:random_legal_command"  # the `random` policy every game shares
SEARCH = ("shared.domain.ismcts",)  # the search a strong policy's choices depend on
SEARCHES = "; its search draws more worlds from that one"

# The strong versions were hashed again once, on 6 December before any release, when the game review (main's
# 38f22c2: each strong.py's REVIEW, ismcts's simulation split into play_on) joined their sources: the same
# commands on 45 positions of every game and mode, before and after.
# The first release that recorded policy versions (6 December 2026) released every policy as it was then played
# (version 1) and, for the heuristics and Academic Society's and Royal Archeology's strong, version 2: the same
# code handed a world drawn from the seat's view (a policy that never looked past the view chooses on it what it
# chose on the state; Royal Archeology's heuristic did look, issue 38). Modern Society's strong version 2
# (issue 39), a new search rather than version 1 handed a world, is released through given_a_world like every new one.
# Each game declares its released policy versions (its declaration's policy_versions, services/<game>/).
RELEASED: Mapping[tuple[str, str, int], PolicyVersion] = registry.derived(lambda: {
    (e.package, e.policy, e.version): e for declared in registry.declarations().values() for e in declared.policy_versions})


class UnknownPolicyVersion(IllegalMove):
    default_code = "unknown_policy_version"


def package_of(engine: Any) -> str:
    """The rules package an engine object belongs to (its class's module's package); for a frozen copy that
    `tabletop rules freeze` made of a game's rules, the rules it was copied from: its seats' policy versions
    were recorded while those played it."""
    package = type(engine).__module__.rpartition(".")[0]
    return head_of_copy(package) or package


def versions_of(engine: Any, policy: str) -> dict[int, PolicyVersion]:
    package = package_of(engine)
    return {v: entry for (p, name, v), entry in RELEASED.items() if p == package and name == policy}


def newest(engine: Any, policy: str | None) -> int | None:
    """The version a seat given `policy` now plays (None: the engine has no versions of it)."""
    versions = versions_of(engine, policy) if isinstance(policy, str) else {}
    return max(versions) if versions else None


def _load(spec: str) -> Any:
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


_choosers: dict[tuple[str, str, int], Policy] = {}


def chooser(entry: PolicyVersion) -> Policy:
    """The version's policy as the platform calls it: a `world` version is handed a world drawn from the seat's
    view by its determinization, never the state."""
    key = (entry.package, entry.policy, entry.version)
    policy = _choosers.get(key)
    if policy is None:
        policy = _load(entry.chooser)
        if entry.world is not None:
            policy = _seeing_a_world(policy, _load(entry.world))
        _choosers[key] = policy
    return policy


def _seeing_a_world(policy: Policy, determinize: Determinize) -> Policy:
    """The world is drawn from a copy of the decision's randomness, so the policy's own draws are the ones it
    would make on the state: a policy that never looked past the view chooses on the world what it chose on the
    state (version 2 of Academic Society's and Modern Society's heuristics chooses what version 1 did)."""

    def on_a_world(engine: Any, state: State, seat: int, rng: random.Random) -> Command:
        drawing = random.Random()
        drawing.setstate(rng.getstate())
        return policy(engine, determinize(state, seat, drawing), seat, rng)

    return on_a_world


def bot_rng(game_rng: str, version: int, seat: int) -> random.Random:
    """A bot decision's own randomness: from the game's rng seed (revealed at the end), the version it is decided
    at and the seat. Seeded at once, not on demand (shared.domain.engine.SeededOnDemand, the same draws): every
    policy of the three games draws at every decision, random and heuristic alike, so deferring the seeding only
    added its own cost (docs/bench.md, issue 32's third round)."""
    return random.Random(f"{game_rng}:{version}:bot:{seat}")


def content_hash(sources: tuple[str, ...]) -> str:
    """sha256 over each source in order: a module's file (name and bytes) or one object's source text."""
    digest = hashlib.sha256()
    for source in sources:
        module, _, name = source.partition(":")
        if name:
            text = inspect.getsource(getattr(importlib.import_module(module), name)).encode()
        else:
            spec = importlib.util.find_spec(module)
            if spec is None or spec.origin is None:
                raise LookupError(f"no module {module}")
            with open(spec.origin, "rb") as handle:
                text = handle.read()
        digest.update(source.encode() + b"\0" + hashlib.sha256(text).digest())
    return digest.hexdigest()


VERIFIABLE = ("its moves are verifiable: once the game ends, the audit's `bots` check (GET /v1/games/{id}/audit, "
              "`tabletop verify`) chooses every command of the seat again under the recorded policy version, from "
              "the revealed seed")


def described(engine: Any) -> list[dict[str, Any]]:
    """Each bot policy of the engine as new games play it, for people (the catalog, the OpenAPI document): its
    version, when that was released, what it is given to see, and that its moves are verifiable."""
    out = []
    for policy in getattr(engine, "bot_policies", ()):
        version = newest(engine, policy)
        entry = versions_of(engine, policy).get(version) if version is not None else None
        out.append({"policy": policy, "version": version, "released": entry.released if entry else None,
                    "sees": entry.sees if entry else None, "verifiable": VERIFIABLE})
    return out
