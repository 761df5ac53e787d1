"""Automated decisions appended in batches (shared.app.games.automation) are indistinguishable from the
same decisions appended one by one, and a batch that loses a race loses nothing and duplicates nothing."""

from __future__ import annotations

import itertools

import pytest

from shared.app.aggregates import entropy
from shared.app.games import automation as automated_batch
from shared.app.runtime import build_runtime
from shared.audit.game_audit import audit_game
from shared.base.config import Config
from shared.domain.clock import SEAT_REPLACED
from shared.domain.registry import load_engine
from shared.store.eventstore import AppendBatch
from shared.store.repository import GAME_CREATED, GAME_FINISHED
from tests.conftest import SeededSecrets
from tests.fixture_game import ENGINE
from tests.platform.game_configs import CONFIGS, config_id

FIXED_NOW_MS = 1_790_000_000_000


class NoFollowUp:

    def after_append(self, game_id, version, needs_advance):
        return None


class CountingUuids:
    """Stands in for the `uuid` module in shared.app.aggregates.entropy (every id's source): game and command
    ids from a counter, so two runs of the same game get the same ids."""

    def __init__(self):
        self._next = itertools.count(1)

    def uuid4(self):
        return type("Uuid", (), {"hex": f"{next(self._next):032x}"})()


def counted_ids(monkeypatch) -> None:
    """Every id from a fresh counter: stream ids from CountingUuids, command ids from a CommandIds whose prefix
    it draws (two runs of the same game get the same ids)."""
    monkeypatch.setattr(entropy, "uuid", CountingUuids())
    monkeypatch.setattr(entropy, "command_ids", entropy.CommandIds())


def _play_all_bot_game(monkeypatch, fake_redis, engine, players, options, batch: int, keyring=None):
    """One seeded all-bot game played to its result by `advance`, in its own key space; the same ids,
    salt, time and signing key on every call. Returns (runtime, game_id)."""
    counted_ids(monkeypatch)
    monkeypatch.setattr(entropy, "secrets", SeededSecrets("batched-vs-one-by-one"))
    rt = build_runtime(engine, Config(key_prefix=f"batch{batch}:"), fake_redis, NoFollowUp())
    if keyring is not None:
        rt.service.keyring = keyring  # Ed25519 signatures are deterministic: the same transcript
    rt.service.now_ms = lambda: FIXED_NOW_MS
    rt.service.advance_batch = batch
    game_id = rt.service.create_game(players, options, seed=7)["game_id"]
    rt.service.advance(game_id)
    return rt, game_id


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_a_batched_game_stores_exactly_the_events_of_one_by_one_play(monkeypatch, fake_redis, config):
    game, players, options = config
    engine = load_engine(game)
    one_by_one, game_id = _play_all_bot_game(monkeypatch, fake_redis, engine, players, options, batch=1)
    batched, same_id = _play_all_bot_game(monkeypatch, fake_redis, engine, players, options,
                                          batch=automated_batch.BATCH_LIMIT, keyring=one_by_one.service.keyring)
    expected = one_by_one.store.read_raw(game_id)
    stored = batched.store.read_raw(same_id)
    assert same_id == game_id
    assert expected[-1]["type"] == GAME_FINISHED
    # Types, data, versions, actors, commands, command groups, times and every hash of the chain.
    assert stored == expected
    report = audit_game(batched, game_id)
    assert report["ok"], {name: c for name, c in report["checks"].items() if not c["ok"]}


def test_batches_are_bounded_and_each_decision_keeps_its_own_command_group(monkeypatch, fake_redis, key_prefix):
    rt = build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, NoFollowUp())
    rt.service.advance_batch = 5
    players = [{"name": f"b{i}", "kind": "bot", "policy": "random"} for i in range(3)]
    game_id = rt.service.create_game(players, {"target": 30}, seed=3)["game_id"]
    commits = []
    original = AppendBatch.commit

    def counted(batch, writes=()):
        commits.append(len({e["command_id"] for e in batch.envelopes}))
        return original(batch, writes)

    monkeypatch.setattr(AppendBatch, "commit", counted)
    decisions = rt.service.advance(game_id)
    events = rt.store.read(game_id)
    groups = [e["command_id"] for e in events if "command" in e]
    assert decisions == len(groups) == len(set(groups))
    # Batches of 5 decisions; the last also carries the result (its own group).
    assert all(count <= 6 for count in commits) and len(commits) == -(-decisions // 5)
    assert events[-1]["type"] == GAME_FINISHED


def _race(monkeypatch, interfere):
    """Make the first batch commit lose its race: `interfere` appends first, right before it."""
    original = AppendBatch.commit
    raced = []

    def commit_after_interference(batch, writes=()):
        if not raced:
            raced.append(len({e["command_id"] for e in batch.envelopes}))  # decisions refused
            interfere()
        return original(batch, writes)

    monkeypatch.setattr(AppendBatch, "commit", commit_after_interference)
    return raced


def _assert_played_once_each(rt, game_id, seats: int):
    events = rt.store.read(game_id)
    assert [e["version"] for e in events] == list(range(1, len(events) + 1))
    assert [e["type"] for e in events].count(GAME_FINISHED) == 1 and events[-1]["type"] == GAME_FINISHED
    moves = [e for e in events if e["type"] == "added"]
    # One move per turn, in seat order: no decision was lost or made twice.
    assert [e["data"]["seat"] for e in moves] == [i % seats for i in range(len(moves))]
    commands = [e["command_id"] for e in events if "command" in e]
    assert len(commands) == len(set(commands))
    report = audit_game(rt, game_id)
    assert report["ok"], {name: c for name, c in report["checks"].items() if not c["ok"]}


def test_a_batch_that_another_worker_beat_loses_nothing_and_duplicates_nothing(monkeypatch, fake_redis, key_prefix):
    mine, other = (build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, NoFollowUp()) for _ in range(2))
    players = [{"name": f"b{i}", "kind": "bot", "policy": "random"} for i in range(3)]
    game_id = mine.service.create_game(players, {"target": 30}, seed=5)["game_id"]
    raced = _race(monkeypatch, lambda: other.service.advance(game_id, max_steps=1))

    mine.service.advance(game_id)

    assert raced and raced[0] > 1  # a whole batch was decided, then refused
    _assert_played_once_each(mine, game_id, 3)


def test_a_batch_that_a_human_beat_is_decided_again_on_what_the_human_did(monkeypatch, fake_redis, key_prefix):
    worker, web = (build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, NoFollowUp()) for _ in range(2))
    players = [{"name": "b0", "kind": "bot", "policy": "random"}, {"name": "b1", "kind": "bot", "policy": "random"},
               {"name": "ann", "kind": "human"}]
    game_id = worker.service.create_game(players, {"target": 30}, seed=5)["game_id"]
    worker.service.advance(game_id)  # the bots play up to the human's turn
    version = worker.service.load(game_id).version
    # The human moves, and while the worker decides the bots' replies, hands the seat to a bot.
    legal = web.service.legal(game_id, 2)[1]
    web.service.submit(game_id, 2, legal[0], expected_version=version)
    raced = _race(monkeypatch, lambda: web.service.set_controller(game_id, 2, "bot", "random"))

    worker.service.advance(game_id)

    assert raced and raced[0] == 2  # the bots' two replies, then the human's turn stopped the batch
    events = worker.store.read(game_id)
    handed = [e for e in events if e["type"] == SEAT_REPLACED]
    assert len(handed) == 1 and handed[0]["version"] == version + 2  # right after the human's move, once
    _assert_played_once_each(worker, game_id, 3)


class RecordingDispatcher(NoFollowUp):
    def __init__(self):
        self.calls = []

    def after_append(self, game_id, version, needs_advance):
        self.calls.append((version, needs_advance))


def test_a_running_advance_asks_for_no_other_run_while_it_plays_on(fake_redis, key_prefix):
    dispatcher = RecordingDispatcher()
    rt = build_runtime(ENGINE, Config(key_prefix=key_prefix), fake_redis, dispatcher)
    rt.service.advance_batch = 4
    players = [{"name": f"b{i}", "kind": "bot", "policy": "random"} for i in range(3)]
    game_id = rt.service.create_game(players, {"target": 30}, seed=3)["game_id"]
    dispatcher.calls.clear()

    rt.service.advance(game_id)

    # One dispatch per batch (projections), none queuing another advance task: this one plays on.
    assert len(dispatcher.calls) > 1 and not any(needs for _, needs in dispatcher.calls)
    assert dispatcher.calls[-1][0] == rt.store.version(game_id)
    # A run cut short by max_steps does ask for another.
    other = rt.service.create_game(players, {"target": 30}, seed=4)["game_id"]
    dispatcher.calls.clear()
    assert rt.service.advance(other, max_steps=6) == 6
    assert [needs for _, needs in dispatcher.calls] == [False, True]


def test_append_batch_chains_like_appends_one_by_one_and_writes_nothing_on_conflict(fake_redis):
    from shared.domain.errors import VersionConflict
    from shared.store.chain import CANON_JCS
    from shared.store.eventstore import BatchCommand, EventStore

    created = {"type": GAME_CREATED, "v": 1, "data": {"canon": CANON_JCS}}
    commands = [BatchCommand([{"type": "a", "data": {"n": 1}}, {"type": "b", "data": {}}], 0, "c1", {"move": 1}),
                BatchCommand([{"type": "c", "data": {"n": 2}}], "system", "c2")]
    when = "2026-11-30T00:00:00.000Z"
    one, many = EventStore(fake_redis, prefix="one:"), EventStore(fake_redis, prefix="many:")
    for store in (one, many):
        store.append("g", [created], 0, chain_key="salt", time=when)
    for command in commands:
        one.append("g", command.events, one.version("g"), actor=command.actor, command_id=command.command_id,
                   command=command.command, chain_key="salt", time=when)
    result = many.append_batch("g", commands, 1, chain_key="salt", time=when)
    assert result.version == 4 and result.events == many.read_raw("g", 2) == one.read_raw("g", 2)
    with pytest.raises(VersionConflict):
        many.append_batch("g", commands, 1, chain_key="salt", time=when)
    assert many.version("g") == 4
