"""Issue 33, item 4: every released rules version has a golden game, recorded under it when it was frozen
(`tabletop rules freeze`, shared.tools.rules_commands), and keeps deciding, folding and scoring it exactly so:
the same events (digest) and the same score from the same seeded decisions."""

from __future__ import annotations

import json
import os

import pytest

from shared.domain import rules_versions
from shared.tools.rules_commands import golden_name, replays

HERE = os.path.dirname(os.path.abspath(__file__))


def golden_of(game: str, version: int) -> dict:
    with open(os.path.join(HERE, golden_name(game, version))) as handle:
        return json.load(handle)


@pytest.mark.parametrize("key", sorted(rules_versions.RELEASED), ids=lambda key: f"{key[0]}-v{key[1]}")
def test_a_released_version_replays_its_golden_game_exactly(key):
    game, version = key
    golden = golden_of(game, version)
    assert (golden["game"], golden["version"]) == key and golden["decisions"]
    assert replays(golden, rules_versions.engine_for(game, version)), f"{game} rules version {version} changed"


def test_a_golden_game_is_checked_move_by_move():
    """A golden game's score or events' digest edited: the replay no longer matches."""
    golden = golden_of("modern_society", 1)
    engine = rules_versions.engine_for("modern_society", 1)
    scored = {**golden, "score": {**golden["score"], "ranking": list(reversed(golden["score"]["ranking"]))}}
    assert not replays(scored, engine)
    digest = {**golden, "events_sha256": "0" * 64}
    assert not replays(digest, engine)
