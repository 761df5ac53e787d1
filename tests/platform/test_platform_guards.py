"""Issue 33, item 2: the platform runs the guards (seat, game over, turn, legality) once, in each game's words.

The engines released before that keep their own checks in their frozen `decide`; their games declare the same
words (services/<game>/guards.py) and the platform checks first. The versions released since declare their guards
and write only their step: they must refuse what the last version that checked its own commands refused, in its
words, and decide the same events for what it accepted. Here, at positions of seeded games of every game, mode and
released rules version, every probe (a legal command, commands broken in each way, other seats, things that are
no seat) is judged by such a frozen decide (the witness) and by the platform's guards: the same refusal (class,
code, message, rule, field) or both accept, with the same events.
"""

from __future__ import annotations

import random

import pytest

from shared.domain import guards, rules_versions
from shared.domain.declared import DeclaredEngine
from shared.domain.engine import RuleViolation, rng_for
from shared.domain.legality import Wording
from tests.platform.game_configs import CONFIGS, config_id

ENGINES = [(config, version) for config in CONFIGS for version in rules_versions.known_versions(config[0])]
NO_SEATS = [True, 1.0, "0", None, -1, 99]


def _checks_itself(engine) -> bool:
    """An engine released before the platform ran the guards: its frozen decide checks its own commands."""
    return getattr(engine, "step", None) is None


def _witness(game, version):
    """The frozen decide a version is judged against: its own, or for a version whose guards the platform runs,
    that of the newest earlier version that checked its own commands (it decides the same games in its words)."""
    engine = rules_versions.engine_for(game, version)
    if _checks_itself(engine):
        return engine
    earlier = [rules_versions.engine_for(game, v) for v in rules_versions.known_versions(game) if v < version]
    return [e for e in earlier if _checks_itself(e)][-1]


def _verdict(judge, *args):
    try:
        judge(*args)
    except RuleViolation as refusal:
        return type(refusal).__name__, refusal.code, refusal.message, refusal.rule, refusal.field
    return "accepted"


def _broken(command, rng):
    """The ways a client gets a command wrong, from one legal command."""
    fields = [k for k in command if k != "type"]
    out = [None, "pass", [command], {}, {"type": 7}, {"type": "no_such_command"}, {**command, "extra": 1},
           {**command, "type": command["type"] + "_"}]
    for field in fields:
        out.append({k: v for k, v in command.items() if k != field})
        value = command[field]
        for wrong in (True, "x", 10**6, [value], None):
            out.append({**command, field: wrong})
        if isinstance(value, int) and not isinstance(value, bool):
            out.append({**command, field: value + rng.choice((-1, 1))})
            out.append({**command, field: float(value)})
    return out


def _positions(engine, players, options, seed, every):
    rng = random.Random(seed)
    state = engine.initial_state()
    yield state
    for event in engine.new_game(players, options, rng_for(seed, 0)):
        state = engine.evolve(state, event)
    for step in range(engine.max_decisions):
        if engine.is_over(state):
            break
        if step % every == 0:
            yield state
        seat = engine.pending(state)[0]
        legal = engine.legal(state, seat)
        for event in engine.decide(state, seat, legal[rng.randrange(len(legal))], rng_for(seed, step + 1)):
            state = engine.evolve(state, event)
    yield state  # over


@pytest.mark.parametrize("config,version", ENGINES, ids=lambda x: config_id(x) if isinstance(x, tuple) else f"v{x}")
def test_the_platform_refuses_what_the_frozen_decide_refuses_in_its_words(config, version):
    game, players, options = config
    engine, witness = rules_versions.engine_for(game, version), _witness(game, version)
    declared = guards.guards_of(engine)
    assert declared is not None, f"{game}: no guards declared beside its frozen engine"
    rng = random.Random(3)
    refusals, accepted = set(), 0
    for state in (s for seed in (11, 12) for s in _positions(engine, players, options, seed, every=3)):
        pending = engine.pending(state) if "players" in state or "n" in state else []
        probes = [(seat, {"type": "anything"}) for seat in NO_SEATS + [0]]
        for seat in pending:
            legal = engine.legal(state, seat)
            command = legal[rng.randrange(len(legal))]
            probes += [(seat, command)] + [(seat, broken) for broken in _broken(command, rng)]
            others = [s for s in range(engine.num_seats(state)) if s not in pending]
            probes += [(other, command) for other in others[:2]]
        for seat, command in probes:
            frozen = _verdict(witness.decide, state, seat, command, rng_for(1, 1))
            platform = _verdict(declared.check, engine, state, seat, command)
            assert platform == frozen, (seat, command, state.get("phase") or state.get("stage"))
            if frozen == "accepted":
                decided = guards.decide(engine, state, seat, command, rng_for(1, 1))
                assert decided == witness.decide(state, seat, command, rng_for(1, 1)), (seat, command)
                accepted += 1
            else:
                refusals.add(frozen[1])
    assert accepted and {"invalid_seat", "game_over", "not_your_turn", "illegal_move"} <= refusals, refusals


RULE = "counting: add 1 or 2"


class _Counting(DeclaredEngine):
    """A game that declares its guards and writes only what a command does."""

    name = "guarded_counting"
    policies = {}
    guards = guards.Guards(seats=lambda state: len(state["scores"]), over_rule="the end", turn_rule="turns",
                           legal_rule=lambda state, seat, command: RULE,
                           wording=Wording(wrong_type="{type!r}: add is the only command"))

    def pending(self, state):
        return [] if self.is_over(state) else [state["turn"]]

    def is_over(self, state):
        return max(state["scores"]) >= 3

    def legal(self, state, seat):
        return [{"type": "add", "n": n} for n in (1, 2)] if seat in self.pending(state) else []

    def step(self, state, seat, command, rng):
        return [{"type": "added", "v": 1, "data": {"seat": seat, "n": command["n"]}}]


def test_an_engine_that_declares_its_guards_writes_only_its_step():
    engine = _Counting()
    state = {"scores": [0, 0], "turn": 1}
    assert engine.decide(state, 1, {"type": "add", "n": 2}, None) == [
        {"type": "added", "v": 1, "data": {"seat": 1, "n": 2}}]
    assert _verdict(engine.decide, state, 0, {"type": "add", "n": 2}, None) == (
        "NotYourTurn", "not_your_turn", "seat 0 owes no decision now", "turns", None)
    assert _verdict(engine.decide, state, 1, {"type": "add", "n": 3}, None) == (
        "IllegalMove", "illegal_move", "n=3 is not allowed now", RULE, "n")
    assert _verdict(engine.decide, state, 1, {"type": "mul"}, None) == (
        "IllegalMove", "illegal_move", "'mul': add is the only command", RULE, "type")
    assert _verdict(engine.decide, state, True, {"type": "add", "n": 1}, None)[1] == "invalid_seat"
    assert _verdict(engine.decide, {"scores": [3, 0], "turn": 1}, 1, {"type": "add", "n": 1}, None) == (
        "GameOver", "game_over", "the game is over", "the end", None)


def test_an_engine_must_declare_its_step_and_guards_or_decide_itself():
    unguarded = type("Unguarded", (DeclaredEngine,), {"step": lambda self, *args: []})()
    with pytest.raises(TypeError, match="neither"):
        unguarded.decide({}, 0, {"type": "add"}, None)
