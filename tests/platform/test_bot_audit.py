"""Issue 38: a bot's moves are re-derivable. A finished game with heuristic and strong bots verifies its bots'
commands offline (`tabletop verify`'s verify_export) and on the server (GET /audit's audit_game); a bot command
altered in an export, the chain recomputed, fails that check; games recorded before policy versions are named
as such and skipped (the versions themselves: test_policy_versions.py)."""

from __future__ import annotations

import copy
import json
import os

import fakeredis
import pytest

from shared.app.runtime import build_runtime
from shared.audit.bot_audit import verify_bots
from shared.audit.game_audit import audit_game
from shared.audit.verifier import parse_export, read_source, verify_export
from shared.base.config import Config
from shared.domain import policy_versions, seats
from shared.domain.engine import rng_for
from shared.domain.registry import load_engine
from shared.store.repository import GameRecord, apply_envelope
from shared.store.upcasting import upcast_envelope
from tests.platform.test_auditing import rechained

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "golden")

# One seat of each policy (the rest heuristic), in every game: a whole game played by the workers' loop.
TABLES = {
    "academic_society": ([{"name": "h", "kind": "bot", "policy": "heuristic"},
                          {"name": "s", "kind": "bot", "policy": "strong"}], {}),
    "royal_archeology": ([{"name": "h", "kind": "bot", "policy": "heuristic"},
                          {"name": "s", "kind": "bot", "policy": "strong"}], {"mode": "confrontation"}),
    "modern_society": ([{"name": "h", "kind": "bot", "policy": "heuristic"},
                        {"name": "s", "kind": "bot", "policy": "strong"},
                        {"name": "r", "kind": "bot", "policy": "random"}], {}),
}


@pytest.fixture(scope="module", params=sorted(TABLES))
def played(request):
    game = request.param
    players, options = TABLES[game]
    rt = build_runtime(load_engine(game), Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    game_id = rt.service.create_game(players, options, 3)["game_id"]
    return rt, game_id, rt.store.read_raw(game_id)


def bots_check(verdict: dict) -> dict:
    return verdict["games"][0]["checks"]["bots"]


def test_every_bot_seat_names_its_policy_version_and_plays_it(played):
    rt, game_id, raw = played
    engine = rt.engine
    created = raw[0]["data"]
    assert created["policy_versions"] == [policy_versions.newest(engine, p["policy"]) for p in created["players"]]
    assert all(isinstance(v, int) for v in created["policy_versions"])
    record = rt.service.load(game_id)
    assert [seats.policy_version_of(record, s) for s in range(len(created["players"]))] == created["policy_versions"]
    assert raw[-1]["type"] == "game_finished"


def test_a_finished_game_verifies_its_bots_moves_offline_and_on_the_server(played):
    rt, game_id, raw = played
    offline = verify_export([json.dumps(e) for e in raw])
    assert offline["ok"], offline
    check = bots_check(offline)
    assert not check["skipped"] and "bot commands chosen again" in check["detail"]
    commands = sum(1 for e in raw if e.get("command") is not None and isinstance(e.get("actor"), int))
    assert check["detail"].startswith(f"{commands} ")
    served = audit_game(rt, game_id)
    assert served["ok"] and served["checks"]["bots"] == check


def test_a_bot_command_altered_in_an_export_fails_the_check(played):
    """The first bot command that had another legal choice is replaced by it, with the events the rules decide
    for it, and the chain recomputed with the revealed salt: the chain holds, the bots check names the command
    (it stops at the first command that differs, so this costs little)."""
    rt, game_id, raw = played
    engine = rt.engine
    record = GameRecord(game_id)
    for index, envelope in enumerate(raw):
        fresh_command = index == 0 or raw[index - 1]["command_id"] != envelope["command_id"]
        if fresh_command and envelope.get("command") is not None and isinstance(envelope.get("actor"), int):
            seat = envelope["actor"]
            others = [c for c in engine.legal(record.state, seat) if c != envelope["command"]]
            own = [e for e in raw if e["command_id"] == envelope["command_id"]]
            again = engine.decide(record.state, seat, others[0], _rng(raw, envelope["version"] - 1)) if others else []
            if others and len(again) == len(own):
                forged = copy.deepcopy(raw)
                forged[index]["command"] = others[0]
                for offset, event in enumerate(again):
                    forged[index + offset].update(type=event["type"], data=json.loads(json.dumps(event["data"])))
                checks = verify_export([json.dumps(e) for e in rechained(forged)])["games"][0]["checks"]
                assert checks["hash_chain"]["ok"]
                assert not checks["bots"]["ok"] and not checks["bots"]["skipped"], checks["bots"]
                assert f"version {envelope['version']} (seat {seat}," in checks["bots"]["detail"]
                return
        apply_envelope(engine, record, upcast_envelope(envelope))
    pytest.fail("no bot command with another legal choice")


def test_a_seat_a_bot_took_over_names_the_version_and_its_moves_verify():
    """A human resigns at once: seat_replaced names the policy and its version, the bot plays the seat to the end,
    and the bots check chooses its commands again (a Modern Society seat: its decisions are quick)."""
    rt = build_runtime(load_engine("modern_society"), Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    players = [{"name": "ann", "kind": "human"}, {"name": "b", "kind": "bot", "policy": "random"},
               {"name": "c", "kind": "bot", "policy": "random"}]
    game_id = rt.service.create_game(players, {}, 4)["game_id"]
    rt.service.resign(game_id, 0)
    raw = rt.store.read_raw(game_id)
    replaced = next(e for e in raw if e["type"] == "seat_replaced")
    policy = replaced["data"]["policy"]
    assert replaced["data"]["version"] == policy_versions.newest(rt.engine, policy) is not None
    assert raw[-1]["type"] == "game_finished"
    after = [e for e in raw if e["version"] > replaced["version"] and e.get("actor") == 0 and e.get("command")]
    assert after, "the bot played the resigned seat"
    verdict = verify_export([json.dumps(e) for e in raw])
    assert verdict["ok"], verdict
    assert not bots_check(verdict)["skipped"]


def _rng(raw, version):
    seed = raw[-1]["data"]["seed"]
    return rng_for(seed.get("rng") or seed["seed"], version)


@pytest.mark.parametrize("release", sorted(d for d in os.listdir(GOLDEN) if os.path.isdir(os.path.join(GOLDEN, d))
                                           and not d.startswith("__")))
def test_games_recorded_before_policy_versions_are_named_and_skipped(release):
    source = os.path.join(GOLDEN, release, "games.ndjson.gz")
    streams = parse_export(read_source(source))[0]
    lines = [json.dumps(e) for raw in streams.values() for e in raw]
    verdict = verify_export(lines)
    for game in verdict["games"]:
        check = game["checks"]["bots"]
        assert check["ok"] and check["skipped"] and "recorded before policy versions" in check["detail"]


def test_a_bot_decision_that_landed_after_a_platform_fact_is_rederived_at_the_version_it_was_made():
    """shared.app.games.commands appends an overdue timeout before the bot decision that found it: the decision was
    made (and drew) at the version before the timeout. A platform fact slipped in before a bot command (versions
    renumbered) is accepted; the same command judged only at its own version would not be."""
    rt = build_runtime(load_engine("modern_society"), Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    players = [{"name": n, "kind": "bot", "policy": "random"} for n in "abc"]
    raw = rt.store.read_raw(rt.service.create_game(players, {}, 6)["game_id"])
    engine, seed = rt.engine, raw[-1]["data"]["seed"]["rng"]
    record = GameRecord("g")
    for index, envelope in enumerate(raw):
        starts = raw[index - 1]["command_id"] != envelope["command_id"]
        if starts and envelope.get("command") and len(engine.legal(record.state, envelope["actor"])) > 3:
            seat, version = envelope["actor"], envelope["version"]
            shifted = engine.bot_command(record.state, seat, "random", policy_versions.bot_rng(seed, version, seat),
                                         seats.policy_version_of(record, seat))
            if shifted != envelope["command"]:  # judged at its own (shifted) version alone, it would fail
                break
        apply_envelope(engine, record, envelope)
    else:
        pytest.fail("no bot command whose choice depends on the version it draws from")
    fact = {**raw[index], "type": "seat_key_registered", "v": 1, "command_id": "key", "actor": 0,
            "data": {"seat": 0, "public_key": "k"}}
    fact.pop("command", None)
    # The stream up to that command, one version later (the decisions after it would have been made at the later
    # versions), and the finished event that reveals the seed.
    group = [e for e in raw[index:] if e["command_id"] == raw[index]["command_id"]]
    moved = raw[:index] + [fact] + [{**e, "version": e["version"] + 1} for e in group] + [raw[-1]]
    ok, detail, skipped = verify_bots(engine, moved)
    assert ok and not skipped, detail
