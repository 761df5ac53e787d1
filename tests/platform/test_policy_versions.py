"""Issue 38: released bot policy versions are frozen by a content hash (like rules versions,
shared/domain/rules_versions.py); a seat plays the version its created or replaced event names."""

from __future__ import annotations

import os
import shutil

import pytest

from shared.domain import policy_versions, seats
from shared.domain.engine import IllegalMove
from shared.domain.registry import load_engine

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
