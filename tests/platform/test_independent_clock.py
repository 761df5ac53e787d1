"""Issue 26, item 4: the clock arithmetic re-derived by an implementation written from docs/FORMAT.md alone
(tests/platform/independent_clock.py), over seeded games of every hosted game and mode and both clock kinds,
with human seats that decide at random moments (now and then exactly at the deadline), step away and come
back, resign and time out. The server's own audit must agree, and a bug in the server's arithmetic (an
increment never added) must be caught by the independent check although the server's audit passes."""

from __future__ import annotations

import random

import pytest

from shared.app.runtime import build_runtime
from shared.audit.clock_audit import verify_clock
from shared.base.config import Config
from shared.domain import clock
from shared.domain.registry import load_engine
from tests.platform.game_configs import CONFIGS, config_id
from tests.platform.independent_clock import check_clocks

START = 1_800_000_000_000
CLOCKS = {"fischer": {"kind": "fischer", "base_s": 30, "increment_s": 2.5, "timeout_policy": "random"},
          "deadline": {"kind": "deadline", "per_decision_s": 20, "on_timeout": "forfeit", "timeout_policy": "random"}}
HUMAN_DECISIONS = 40  # then the humans stop answering and time out: the bots finish the game quickly


class Time:
    def __init__(self):
        self.ms = START

    def __call__(self) -> int:
        return self.ms


def with_humans(players):
    """The first seat (and the second, at tables of three or more: simultaneous clocks) played by humans."""
    seated, humans = [], 0
    wanted = 2 if len(players) >= 3 else 1
    for player in players:
        if player["kind"] == "bot" and humans < wanted:
            seated.append({"name": f"human{humans}", "kind": "human"})
            humans += 1
        else:
            seated.append(player)
    return seated


def play(rt, now, game_id, rng, policy):
    service = rt.service
    decisions = 0
    away: set[int] = set()
    for _ in range(2_000):
        view = service.current_view(game_id, None)
        if view["result"] is not None:
            return view
        if away and rng.random() < 0.3:
            seat = away.pop()
            service.set_controller(game_id, seat, "human")
            continue
        humans = [s for s in view["pending"] if view["players"][s]["controller"] == "human"]
        if not humans:
            assert away, "only humans wait"
            service.set_controller(game_id, away.pop(), "human")
            continue
        seat = rng.choice(humans)
        deadline = clock.to_ms(view["clock"]["seats"][seat]["deadline"])
        roll = rng.random()
        if decisions >= HUMAN_DECISIONS or roll < 0.03:
            now.ms = max(now.ms, deadline) + rng.randrange(1, 5_000)
            assert seat in service.enforce_clock(game_id)
            continue
        if roll < 0.06 and view["players"][seat]["status"] == "playing":
            now.ms += rng.randrange(0, max(1, deadline - now.ms))
            service.set_controller(game_id, seat, "bot", policy)
            away.add(seat)
            continue
        if roll < 0.07:
            service.resign(game_id, seat)
            continue
        # Decide in time: at a random moment, now and then exactly at the deadline.
        now.ms = deadline if roll < 0.12 else now.ms + rng.randrange(0, max(1, deadline - now.ms + 1))
        _, commands = service.legal(game_id, seat)
        service.submit(game_id, seat, rng.choice(commands))
        decisions += 1
    raise AssertionError("the game did not end")


def played_game(fake_redis, config, kind, seed):
    game, players, options = config
    engine = load_engine(game)
    now = Time()
    rt = build_runtime(engine, Config(dispatch="inline", key_prefix=f"ic:{game}:{kind}:{seed}:"), fake_redis)
    rt.service.now_ms = now
    game_id = rt.service.create_game(with_humans(players), options, seed, clock_options=CLOCKS[kind])["game_id"]
    play(rt, now, game_id, random.Random(seed), "random")
    return engine, rt.store.read(game_id)


@pytest.mark.parametrize("kind", sorted(CLOCKS))
@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_the_independent_clock_check_agrees_on_every_seeded_game(fake_redis, config, kind):
    engine, events = played_game(fake_redis, config, kind, seed=26)
    types = {e["type"] for e in events}
    assert "clock_charged" in types and events[-1]["type"] == "game_finished"
    assert check_clocks(engine, events) is None
    ok, detail = verify_clock(engine, events)
    assert ok, detail


def test_the_games_exercise_every_clock_path(fake_redis):
    """Across a few seeds: decisions exactly at the deadline, timeouts, stepping away, returning, resigning."""
    seen = set()
    for seed in range(4):
        _, events = played_game(fake_redis, CONFIGS[1], "fischer", seed)
        seen |= {e["type"] for e in events}
        deadlines = {r["deadline"] for e in events if e["type"] == "clock_charged" for r in e["data"]["running"]}
        if any(e["time"] in deadlines for e in events if e["type"] not in ("clock_charged", "seat_timed_out")):
            seen.add("decided at the deadline")
    assert seen >= {"seat_timed_out", "seat_replaced", "seat_returned", "seat_resigned", "decided at the deadline"}


def tampered(events, change):
    copy = [{**e, "data": dict(e["data"])} for e in events]
    change(copy)
    return copy


def test_the_independent_check_catches_wrong_arithmetic(fake_redis):
    engine, events = played_game(fake_redis, CONFIGS[0], "fischer", seed=3)
    charged = next(i for i, e in enumerate(events) if e["type"] == "clock_charged" and e["data"]["charges"])

    def more_time(copy):
        entry = copy[charged]["data"]["charges"][0]
        copy[charged]["data"]["charges"] = [{**entry, "remaining_ms": entry["remaining_ms"] + 1}]

    def late_deadline(copy):
        target = next(e for e in copy if e["type"] == "clock_charged" and e["data"]["running"])
        first = target["data"]["running"][0]
        target["data"] = {**target["data"], "running": [{**first, "deadline": clock.to_iso(
            clock.to_ms(first["deadline"]) + 1000)}, *target["data"]["running"][1:]]}

    def dropped_charge(copy):
        del copy[charged]

    for change in (more_time, late_deadline, dropped_charge):
        assert check_clocks(engine, tampered(events, change)) is not None, change.__name__


def test_an_increment_never_added_passes_the_servers_audit_but_not_the_independent_check(fake_redis, monkeypatch):
    """The issue's example: the server charges and audits with the same arithmetic, so its own audit
    cannot see a bug in it; the check written from the spec does."""
    honest = clock.charge
    monkeypatch.setattr(clock, "charge", lambda settings, remaining, used, decided: honest(
        settings, remaining, used, False))
    engine, events = played_game(fake_redis, CONFIGS[0], "fischer", seed=5)
    assert verify_clock(engine, events)[0], "the server's audit runs the same (broken) arithmetic"
    problem = check_clocks(engine, events)
    assert problem is not None and "charges" in problem
