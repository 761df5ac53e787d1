"""Issue 19: rules versions, frozen; one upcasting place; a game judged only under the rules it names."""

from __future__ import annotations

import copy
import json
import os
import shutil

import fakeredis
import pytest

from shared.app.runtime import build_runtime
from shared.audit.verification import audit_stream
from shared.audit.verifier import parse_export, read_source, verify_export
from shared.base.config import Config
from shared.domain import rules_versions
from shared.domain.engine import Engine
from shared.domain.registry import load_engine
from shared.store.repository import GameRecord, replay
from shared.store.upcasting import recorded_result_schema, rules_of_created, upcast_envelope

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OLD_ACADEMIC = os.path.join(ROOT, "tests", "golden", "d8a3084", "games.ndjson.gz")


@pytest.mark.parametrize("key", sorted(rules_versions.RELEASED), ids=lambda key: f"{key[0]}-v{key[1]}")
def test_a_released_rules_version_is_frozen(key):
    """A change to a released version's rules, data or result schemas fails here. If it changes what
    decide, evolve or score produce, it must be a new version (a new package and entry in
    shared/domain/rules_versions.py, or `tabletop rules freeze`), never an edit; the golden corpus (tests/golden)
    proves the rest."""
    entry = rules_versions.RELEASED[key]
    assert rules_versions.version_hash(entry) == entry.sha256, (
        f"{entry.game} rules version {entry.version} ({entry.module}) was released at {entry.released} and has "
        f"changed: restore it, or make the change a new rules version")


def test_an_edit_of_a_released_version_is_caught_and_presentation_is_not_a_version(tmp_path):
    """What a test branch editing Academic Society's version 1 would see: the hash moves."""
    game_dir = os.path.join(ROOT, "services", "academic_society")
    copied = tmp_path / "academic_society"
    shutil.copytree(os.path.join(game_dir, "rules_v1"), copied / "rules_v1",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(os.path.join(game_dir, "data"), copied / "data")
    shutil.copy(os.path.join(game_dir, "result_schemas.py"), copied / "result_schemas.py")
    released = rules_versions.RELEASED[("academic_society", 1)].sha256
    assert rules_versions.directory_hash(str(copied / "rules_v1")) == released

    (copied / "rules_v1" / "labels.py").write_text((copied / "rules_v1" / "labels.py").read_text() + "\n# reworded\n")
    assert rules_versions.directory_hash(str(copied / "rules_v1")) == released

    track = copied / "rules_v1" / "authority_track.py"
    track.write_text(track.read_text().replace('player["hand"] += 1', 'player["hand"] += 2'))
    assert rules_versions.directory_hash(str(copied / "rules_v1")) != released


def test_every_released_version_is_importable_and_new_games_use_the_newest():
    for (game, version) in rules_versions.RELEASED:
        engine = rules_versions.engine_for(game, version)
        assert isinstance(engine, Engine) and engine.name == game
    assert rules_versions.current_version("academic_society") == 3
    assert rules_versions.engine_for("academic_society", 3) is load_engine("academic_society")
    assert all(rules_versions.engine_for("academic_society", v) is not load_engine("academic_society") for v in (1, 2))
    assert rules_versions.rules_for_new_game("modern_society") == {"version": 2, "result": 2}
    assert rules_versions.rules_for_new_game("royal_archeology") == {"version": 2, "result": 2}


def test_a_new_game_names_its_rules_and_records_its_result_in_the_current_schema():
    redis = fakeredis.FakeRedis()
    rt = build_runtime(load_engine("academic_society"), Config(dispatch="inline"), redis=redis)
    players = [{"name": "a", "kind": "bot", "policy": "random"}, {"name": "b", "kind": "bot", "policy": "random"}]
    game_id = rt.service.create_game(players, {}, 5)["game_id"]
    raw = rt.store.read_raw(game_id)
    assert raw[0]["v"] == 2 and raw[0]["data"]["rules"] == {"version": 3, "result": 2}
    assert raw[-1]["type"] == "game_finished" and raw[-1]["v"] == 2
    assert verify_export([json.dumps(e) for e in raw])["ok"]


def test_a_game_under_rules_this_install_lacks_is_not_judged_under_others():
    streams = parse_export(read_source(OLD_ACADEMIC))[0]
    raw = copy.deepcopy(next(iter(streams.values())))
    raw[0]["type"], raw[0]["v"] = "game_created", 2
    raw[0]["data"]["rules"] = {"version": 99, "result": 2}
    verdict = verify_export([json.dumps(e) for e in raw])
    checks = verdict["games"][0]["checks"]
    assert not verdict["ok"]
    assert not checks["rules"]["ok"] and "version 99 is unknown" in checks["rules"]["detail"]
    for name in ("replay", "decisions", "rescore"):
        assert not checks[name]["ok"] and "unknown" in checks[name]["detail"]


def test_upcasting_names_the_rules_of_streams_recorded_before_versions():
    created = {"type": "game.created", "v": 1, "data": {"game": "academic_society", "players": []}}
    assert rules_of_created(created) == {"version": 1, "result": 1}
    assert rules_of_created({**created, "type": "game_created"}) == {"version": 2, "result": 2}
    assert rules_of_created({**created, "data": {"game": "modern_society"}}) == {"version": 1, "result": 1}
    named = {"type": "game_created", "v": 2, "data": {"game": "academic_society", "rules": {"version": 7, "result": 2}}}
    assert rules_of_created(named) == {"version": 7, "result": 2}


def test_an_old_result_is_shown_upcast_and_checked_as_recorded():
    old = {"type": "game.finished", "v": 1, "data": {"result": {
        "ranking": [1, 0], "winners": [1], "players": [{"seat": 0, "total": 3, "lines": []},
                                                       {"seat": 1, "total": 5, "lines": []}]}}}
    stored = copy.deepcopy(old)
    shown = upcast_envelope(old)
    assert old == stored  # the stored event is never rewritten
    assert shown["type"] == "game_finished" and shown["v"] == 2
    assert [(p["rank"], p["notes"]) for p in shown["data"]["result"]["players"]] == [(2, []), (1, [])]
    assert recorded_result_schema(old) == 1 and recorded_result_schema(shown) == 2


def test_the_server_folds_views_replays_and_projects_an_old_game_under_its_own_version():
    """Academic games of 30 November that version 2 cannot even fold (a returned scholar's `keep`/`use`)
    load, show and replay at any version on today's server."""
    streams = parse_export(read_source(OLD_ACADEMIC))[0]
    academic = [raw for raw in streams.values() if raw[0]["data"]["game"] == "academic_society"]
    newest = load_engine("academic_society")

    def folds_under_v2(raw):
        events = [upcast_envelope(e) for e in raw]
        events[0] = {**events[0], "data": {**events[0]["data"], "rules": {"version": 2, "result": 1}}}
        try:
            replay(newest, raw[0]["game_id"], events)
            return True
        except (KeyError, ValueError, IndexError, TypeError):
            return False

    broken = [raw for raw in academic if not folds_under_v2(raw)]
    assert broken, "the corpus holds Academic games whose fold changed with version 2"
    rt = build_runtime(newest, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    for raw in broken:
        game_id = rt.store.import_finished(raw)
        assert rt.service.current_view(game_id, None)["status"] == "finished"
        middle = rt.service.view_at(game_id, 0, len(raw) // 2)
        assert middle["at_version"] == len(raw) // 2 and middle["view"]
        record = rt.service.load(game_id)
        assert record.rules == {"version": 1, "result": 1}
        checks, _ = audit_stream(newest, raw)
        assert all(c["ok"] for c in checks.values()), checks
    assert rt.projector.rebuild_all() == len(broken)  # projections rebuilt from the streams alone
    for raw in broken:
        projected = rt.projector.read_view(raw[0]["game_id"], None)
        assert projected["status"] == "finished" and projected["result"]["winners"] == raw[-1]["data"]["result"]["winners"]
    assert GameRecord("x").rules is None


def test_a_snapshot_written_before_records_named_their_rules_is_given_them_from_the_stream():
    redis = fakeredis.FakeRedis()
    rt = build_runtime(load_engine("modern_society"), Config(dispatch="inline"), redis=redis)
    players = [{"name": n, "kind": "human"} for n in "abc"]
    game_id = rt.service.create_game(players, {}, 3)["game_id"]
    record = rt.service.load(game_id)
    old = copy.copy(record)
    old.rules = None
    repository = rt.service.repository
    redis.set(repository.snapshot_key(game_id), old.to_json())
    repository.forget(game_id)
    assert repository.load(game_id).rules == {"version": 2, "result": 2}


def test_a_game_begun_under_version_1_plays_on_under_version_1_after_the_upgrade():
    """An Academic game in progress when the server was upgraded: its moves are decided, folded and scored
    by version 1 to the end, and the audit re-decides them under version 1 too."""
    from shared.audit.game_audit import audit_game

    streams = parse_export(read_source(OLD_ACADEMIC))[0]
    raw = next(raw for raw in streams.values() if raw[0]["data"]["game"] == "academic_society"
               and any(p["kind"] == "human" for p in raw[0]["data"]["players"]))
    redis = fakeredis.FakeRedis()
    rt = build_runtime(load_engine("academic_society"), Config(dispatch="inline"), redis=redis)
    game_id, keys = raw[0]["game_id"], rt.store.keys(raw[0]["game_id"])
    for envelope in raw[: len(raw) // 2]:  # the stream as the old server left it, and its secret
        redis.xadd(keys.events, {"e": json.dumps(envelope)}, id=f"{envelope['version']}-0")
    rt.store.put_secret(game_id, {k: str(v) for k, v in raw[-1]["data"]["seed"].items()})
    for _ in range(2000):
        rt.service.advance(game_id)
        record = rt.service.load(game_id)
        if record.result is not None:
            break
        version, commands = rt.service.legal(game_id, 0)
        rt.service.submit(game_id, 0, commands[0], version)
    assert record.rules == {"version": 1, "result": 1} and record.result is not None
    assert rt.service.rules_engine(record) is rules_versions.engine_for("academic_society", 1)
    audit = audit_game(rt, game_id)
    assert audit["ok"], {k: c for k, c in audit["checks"].items() if not c["ok"]}


def test_the_undo_policy_is_hashed_with_its_rules_version(tmp_path):
    """What no undo crosses decides how turn_undone folds and how the audit judges it: an edit of a game's
    undo_policy.py changes its version's hash (it is not presentation). Version 1 is played by its frozen copy."""
    import shutil

    from shared.domain import rules_versions

    released = rules_versions.RELEASED[("modern_society", 1)]
    game = tmp_path / "modern_society"
    shutil.copytree(os.path.join(ROOT, "services", "modern_society"), game,
                    ignore=shutil.ignore_patterns("__pycache__"))
    assert rules_versions.directory_hash(str(game / "rules_v1")) == released.sha256
    policy = game / "rules_v1" / "undo_policy.py"
    policy.write_text(policy.read_text().replace('"card_returned": "a card was shown to a neighbour",', ""))
    assert rules_versions.directory_hash(str(game / "rules_v1")) != released.sha256
