"""Issue 38: a bot's moves are re-derivable. A finished game with heuristic and strong bots verifies its bots'
commands offline (`tabletop verify`'s verify_export) and on the server (GET /audit's audit_game); a bot command
altered in an export, the chain recomputed, fails that check; games recorded before policy versions are named
as such and skipped; released policy versions are frozen by their content hash."""

from __future__ import annotations

import copy
import json
import os
import shutil

import fakeredis
import pytest

from shared.app.runtime import build_runtime
from shared.audit.game_audit import audit_game
from shared.audit.verifier import parse_export, read_source, verify_export
from shared.base.config import Config
from shared.domain import policy_versions, seats
from shared.domain.engine import IllegalMove, rng_for
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


@pytest.mark.parametrize("key", sorted(policy_versions.RELEASED), ids=lambda k: f"{k[0].split('.')[1]}-{k[1]}-v{k[2]}")
def test_a_released_policy_version_is_frozen(key):
    """A change to what a released policy version chooses is a new version (an entry in
    shared/domain/policy_versions.py, new code beside the old), never an edit."""
    entry = policy_versions.RELEASED[key]
    assert policy_versions.content_hash(entry.sources) == entry.sha256, (
        f"{key} was released on {entry.released} and its sources changed: restore them, or add a version")


def test_an_edit_of_a_policy_is_caught(tmp_path, monkeypatch):
    game = tmp_path / "pkg"
    shutil.copytree(os.path.join(ROOT, "services", "royal_archeology", "rules"), game / "rules",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(ROOT, "services", "royal_archeology", "data"), game / "data")
    (game / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    sources = ("pkg.rules.bots",)
    same = policy_versions.content_hash(sources)
    bots = game / "rules" / "bots.py"
    bots.write_text(bots.read_text().replace("2.5 * sum(p[\"relics\"].values())", "2.6 * sum(p[\"relics\"].values())"))
    assert policy_versions.content_hash(sources) != same


def test_a_seat_recorded_without_a_version_plays_its_first_and_an_unknown_version_is_refused():
    engine = load_engine("royal_archeology")
    record = type("Record", (), {})()
    seats.on_created(record, {"players": [{"kind": "bot", "policy": "heuristic"}, {"kind": "human"}]})
    assert seats.policy_version_of(record, 0) == policy_versions.UNNAMED
    assert seats.policy_version_of(record, 1) is None
    with pytest.raises(IllegalMove) as refused:
        engine.bot_command({}, 0, "heuristic", None, 9)
    assert refused.value.code == "unknown_policy_version"
