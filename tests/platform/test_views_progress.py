"""Views a front end can render (issue 12 item 5): every view carries `progress` (round, phase and step by the
rulebook's names, who owes which decision, scores so far), the same for every viewer, and nothing secret."""

from __future__ import annotations

import json

import pytest

from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.http.factory import create_app
from tests.platform.game_configs import CONFIGS, config_id
from tests.platform.test_labels_and_catalog import decision_points

PROGRESS_FIELDS = {"round", "rounds", "phase", "step", "waiting_for", "score_track", "scores"}


def secrets_of(game: str, state: dict) -> set[str]:
    """Ids only their owner may see now: hands and private offers."""
    if game == "modern_society":
        return {c for hand in state["hands"] for c in hand} | {c for c in state["face_down"] if c}
    if game == "royal_archeology":
        return {f"Expedition {c} " for p in state["players"] if p.get("private") for c in p["private"]["hand"]}
    return set()


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_every_view_says_whose_turn_what_phase_and_the_scores(game, players, options):
    engine = load_engine(game)
    scored_seats = [i for i, p in enumerate(players) if p["kind"] != "automa"]
    for _index, state, seat in decision_points(engine, players, options, seed=7):
        spectator = engine.view(state, None)["progress"]
        assert set(spectator) == PROGRESS_FIELDS
        assert sorted(w["seat"] for w in spectator["waiting_for"]) == sorted(engine.pending(state))
        assert seat in {w["seat"] for w in spectator["waiting_for"]}
        assert all(isinstance(w["decision"], str) and w["decision"] for w in spectator["waiting_for"])
        assert isinstance(spectator["phase"], str) and spectator["phase"] and spectator["step"]
        assert 1 <= spectator["round"] <= spectator["rounds"]
        assert [s["seat"] for s in spectator["scores"]] == scored_seats
        for viewer in range(len(players)):
            assert engine.view(state, viewer)["progress"] == spectator  # nothing seat-specific in it
        text = json.dumps(spectator)
        assert not any(secret in text for secret in secrets_of(game, state))


@pytest.mark.parametrize("game", ["academic_society", "royal_archeology", "modern_society"])
def test_the_game_document_over_http_carries_progress_until_the_end(game, fake_redis):
    client = create_app(game, Config(dispatch="inline"), redis=fake_redis).test_client()
    players = [c[1] for c in CONFIGS if c[0] == game][0]
    options = [c[2] for c in CONFIGS if c[0] == game][0]
    created = client.post("/v1/games", json={"players": players, "options": options, "seed": 4}).json
    document = client.get(f"/v1/games/{created['game_id']}").json
    progress = document["view"]["progress"]
    assert document["status"] == "finished" and progress["waiting_for"] == [] and progress["step"] is None
    assert {s["seat"] for s in progress["scores"]} <= {p["seat"] for p in document["result"]["players"]}
