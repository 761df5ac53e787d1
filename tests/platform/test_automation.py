"""The one bot loop (shared.app.games.automation): a policy's illegal proposal never stalls a game, and the
batched and the one-by-one run make the same decisions from it."""

from __future__ import annotations

import logging

import pytest

from shared.app.aggregates import entropy
from shared.app.games import automation
from shared.app.runtime import build_runtime
from shared.base.config import Config
from shared.store.repository import GAME_FINISHED
from tests.conftest import SeededSecrets
from tests.fixture_game import CountingRace
from tests.platform.test_batched_advance import counted_ids

FIXED_NOW_MS = 1_790_000_000_000


class Wayward(CountingRace):
    """Its "wayward" policy proposes adding 3 on every other turn, which no rule allows."""

    name = "counting_race"
    bot_policies = ("random", "greedy", "wayward")

    def bot_command(self, state, seat, policy, rng, version=None):
        if policy == "wayward" and sum(s["score"] for s in state["seats"]) % 2 == 0:
            return {"type": "add", "amount": 3}
        return super().bot_command(state, seat, "random" if policy == "wayward" else policy, rng)


class NoFollowUp:

    def after_append(self, game_id, version, needs_advance):
        return None


def _play(monkeypatch, fake_redis, batch: int):
    counted_ids(monkeypatch)
    monkeypatch.setattr(entropy, "secrets", SeededSecrets("wayward"))
    rt = build_runtime(Wayward(), Config(key_prefix=f"wayward{batch}:"), fake_redis, NoFollowUp())
    rt.service.now_ms = lambda: FIXED_NOW_MS
    rt.service.keyring = None
    rt.service.advance_batch = batch
    players = [{"name": f"b{i}", "kind": "bot", "policy": "wayward"} for i in range(2)]
    game_id = rt.service.create_game(players, {"target": 12}, seed=11)["game_id"]
    decisions = rt.service.advance(game_id)
    return rt, game_id, decisions


@pytest.mark.parametrize("batch", [1, automation.BATCH_LIMIT], ids=["one-by-one", "batched"])
def test_an_illegal_proposal_is_logged_and_replaced_by_a_legal_move(monkeypatch, fake_redis, caplog, batch):
    with caplog.at_level(logging.ERROR, logger="shared.app.games.automation"):
        rt, game_id, decisions = _play(monkeypatch, fake_redis, batch)
    events = rt.store.read(game_id)
    assert events[-1]["type"] == GAME_FINISHED
    commands = [e["command"] for e in events if e.get("command")]
    assert len(commands) == decisions and {"type": "add", "amount": 3} not in commands
    assert any("proposed an illegal move" in r.getMessage() for r in caplog.records)


def test_the_batched_and_the_one_by_one_run_decide_alike(monkeypatch, fake_redis):
    one_by_one, game_id, _ = _play(monkeypatch, fake_redis, 1)
    batched, same_id, _ = _play(monkeypatch, fake_redis, automation.BATCH_LIMIT)
    assert same_id == game_id
    assert batched.store.read_raw(same_id) == one_by_one.store.read_raw(game_id)


def test_the_loop_stops_at_a_pending_human(fake_redis, key_prefix):
    rt = build_runtime(Wayward(), Config(key_prefix=key_prefix), fake_redis, NoFollowUp())
    players = [{"name": "bot", "kind": "bot", "policy": "random"}, {"name": "ann", "kind": "human"}]
    game_id = rt.service.create_game(players, {}, seed=1)["game_id"]
    record = rt.service.load(game_id)
    taken = []

    def fold(decision):  # as a batch folds each decision before the next is decided
        taken.append(decision)
        for event in decision.events:
            record.state = rt.engine.evolve(record.state, event)

    assert automation.bot_decisions(rt.service, record, 10, fold) == 1
    assert [d.seat for d in taken] == [0] and rt.engine.pending(record.state) == [1]
