"""Issue 38: released bot policy versions are frozen by a content hash (like rules versions,
shared/domain/rules_versions.py); a seat plays the version its created or replaced event names."""

from __future__ import annotations

import copy
import os
import shutil

import pytest

from shared.audit.bot_audit import verify_bots
from shared.audit.verifier import parse_export, read_source
from shared.domain import policy_versions, seats
from shared.domain.engine import IllegalMove
from shared.domain.registry import load_engine
from shared.store.repository import renamed_event_types
from shared.store.upcasting import upcast_envelope

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


def test_version_1_is_what_the_games_of_1_december_were_played_with():
    """Royal Archeology's heuristic version 1 stays frozen so that recorded games replay: named as version 1,
    every bot command of the last release's golden Archeology games with heuristic seats is chosen again (the
    bots check skips such games, recorded before policy versions: this shows what it would find)."""
    streams = parse_export(read_source(os.path.join(ROOT, "tests", "golden", "7e8e631", "games.ndjson.gz")))[0]
    engine = load_engine("royal_archeology")
    games = [raw for raw in streams.values() if raw[0]["data"].get("game") == "royal_archeology"
             and any(p.get("policy") == "heuristic" for p in raw[0]["data"]["players"])][:2]
    assert games
    for raw in games:
        events = [upcast_envelope(e, renamed_event_types(engine)) for e in raw]
        created = copy.deepcopy(events[0])
        created["data"]["policy_versions"] = [1 if p.get("policy") else None for p in created["data"]["players"]]
        ok, detail, skipped = verify_bots(engine, [created, *events[1:]])
        assert ok and not skipped, detail
