"""Labels and component data for front ends (issue 12 item 4), over seeded random games of every game and mode.

Every legal command gets a short English label (not JSON), distinct within one /legal list; every id a command
or a view uses is in the game's catalog (GET /v1/catalog), and every catalog entry carries a source mark.
"""

from __future__ import annotations

import json
import random

import pytest

from shared.base.config import Config
from shared.domain.catalog import ids_of, labels_for, values_at
from shared.domain.engine import fold
from shared.domain.registry import load_engine
from shared.domain.simulation import play_random_game
from shared.http.factory import create_app
from tests.platform.game_configs import CONFIGS, config_id

# Command fields that hold plain choices (yes/no, an amount, a kind), not component ids.
PLAIN_FIELDS = {
    "academic_society": {"achieve", "pawn", "action", "option", "keep", "use", "slot"},
    "royal_archeology": {"side", "levels", "explorer", "level", "cut_cost", "cut_knowledge", "space", "pick",
                         "collection", "present.tile"},
    "modern_society": {"times", "target"},
}
SEEDS = 2


def names_hidden_from(game: str, state: dict, seat: int) -> set[str]:
    """Catalog names of the cards other seats hold in secret (their hands), which seat's labels must not name."""
    if game == "modern_society":
        from services.modern_society.rules.catalog import topic_name

        return {topic_name(c) for other, hand in enumerate(state["hands"]) if other != seat for c in hand}
    if game == "royal_archeology":
        from services.royal_archeology.rules.catalog import expedition_name

        return {expedition_name(c) for p in state["players"] if p["seat"] != seat and p.get("private")
                for c in p["private"]["hand"]}
    return set()  # Academic Society has no secret held by a seat


def decision_points(engine, players, options, seed):
    """Every (state, seat) where a seat owed a decision in one seeded random game (a sample of them)."""
    policies = {i: "automa" for i, p in enumerate(players) if p["kind"] == "automa"}
    events = play_random_game(engine, players, options, seed, check=False, policies=policies).events
    state = fold(engine, events[:1])
    rng = random.Random(seed)
    for index, event in enumerate(events[1:], start=1):
        if rng.random() < 0.5:  # half the points keep the sweep inside its time budget
            for seat in engine.pending(state):
                yield index, state, seat
        state = engine.evolve(state, event)


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_every_legal_command_has_a_distinct_short_english_label(game, players, options):
    engine = load_engine(game)
    seen_types = set()
    for seed in range(SEEDS):
        for index, state, seat in decision_points(engine, players, options, seed):
            commands = engine.legal(state, seat)
            labels = labels_for(engine, state, seat, commands)
            assert len(labels) == len(commands)
            for command, label in zip(commands, labels, strict=True):
                seen_types.add(command["type"])
                assert isinstance(label, str) and label.strip() == label and 3 <= len(label) <= 90, (command, label)
                assert label[0].isupper() and not any(ch in label for ch in "{}[]\"_"), (command, label)
            hidden = names_hidden_from(game, state, seat)
            assert not [lb for lb in labels if any(name in lb for name in hidden)], "a label names a secret"
            distinct_commands = {json.dumps(c, sort_keys=True) for c in commands}
            duplicates = sorted({lb for lb in labels if labels.count(lb) > 1})
            assert len(set(labels)) == len(distinct_commands), (game, seed, index, duplicates)
    assert seen_types


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_ids_in_commands_and_views_are_in_the_catalog(game, players, options):
    engine = load_engine(game)
    catalog = engine.catalog()
    references = catalog["references"]
    assert set(references.values()) <= set(catalog["collections"])
    for seed in range(SEEDS):
        for _index, state, seat in decision_points(engine, players, options, seed):
            for command in engine.legal(state, seat):
                for field, value in command.items():
                    if field == "type" or {field, f"{command['type']}.{field}"} & PLAIN_FIELDS[game]:
                        continue
                    key = f"{command['type']}.{field}"
                    assert key in references, f"{game}: command field {key} names no catalog collection"
                    wanted = value if isinstance(value, list) else [value]
                    missing = set(wanted) - ids_of(catalog, references[key])
                    assert not missing, (key, missing)
            for viewer in (seat, None):
                view = engine.view(state, viewer)
                for path, collection in catalog["view_references"].items():
                    missing = set(values_at(view, path)) - ids_of(catalog, collection)
                    assert not missing, (path, missing)


@pytest.mark.parametrize("game", sorted({c[0] for c in CONFIGS}))
def test_catalog_is_served_with_source_marks_and_unique_ids(game, fake_redis):
    client = create_app(game, Config(dispatch="inline"), redis=fake_redis).test_client()
    response = client.get("/v1/catalog")
    assert response.status_code == 200
    catalog = response.json
    assert catalog["game"] == game and catalog["collections"]
    for name, entries in catalog["collections"].items():
        assert entries, name
        ids = [entry["id"] for entry in entries]
        assert len(ids) == len(set(ids)), name
        for entry in entries:
            assert entry["source"] in ("rulebook", "assumed"), (name, entry["id"])
            assert isinstance(entry["name"], str) and entry["name"], (name, entry["id"])
    for path in catalog["view_references"]:
        assert values_at({}, path) == []


def test_legal_serves_labels_beside_commands(fake_redis):
    client = create_app("academic_society", Config(dispatch="inline"), redis=fake_redis).test_client()
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    game = client.post("/v1/games", json={"players": players, "seed": 3}).json
    for seat in game["seats"]:
        legal = client.get(f"/v1/games/{game['game_id']}/legal",
                           headers={"Authorization": f"Bearer {seat['token']}"}).json
        assert len(legal["labels"]) == len(legal["commands"])
        if legal["commands"]:
            assert all(isinstance(label, str) and label for label in legal["labels"])


def test_a_game_without_its_own_labels_gets_readable_generic_ones(fake_redis):
    client = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis).test_client()
    game = client.post("/v1/games", json={"players": [{"name": "a", "kind": "human"}]}).json
    legal = client.get(f"/v1/games/{game['game_id']}/legal",
                       headers={"Authorization": f"Bearer {game['seats'][0]['token']}"}).json
    assert legal["labels"] == ["Add: amount 1", "Add: amount 2", "Roll"]
    catalog = client.get("/v1/catalog").json
    policies = catalog.pop("policies")
    assert catalog == {"game": "counting_race", "collections": {}, "tables": {}, "references": {},
                       "view_references": {}}
    # The fixture's policies have no released versions: none is named, and none claims what it sees.
    assert [(p["policy"], p["version"], p["sees"]) for p in policies] == [
        (name, None, None) for name in ("random", "greedy")]
    assert all("`bots` check" in p["verifiable"] for p in policies)


def test_values_at_walks_lists_dict_values_and_keys():
    view = {"players": [{"hand": [1, 2]}, {"hand": None}, {"hand": [3]}], "display": {"a": ["t1"], "b": []}}
    assert values_at(view, "players[].hand[]") == [1, 2, 3]
    assert values_at(view, "display.*[]") == ["t1"]
    assert values_at(view, "display.{}") == ["a", "b"]
    assert values_at(view, "missing[]") == []


@pytest.mark.parametrize("game", sorted({c[0] for c in CONFIGS}))
def test_every_hosted_game_implements_the_front_end_protocol(game):
    from shared.domain.engine import FrontEndEngine

    assert isinstance(load_engine(game), FrontEndEngine)
