"""`?at_version=N` reads (replays, time travel) in a bounded number of folds (issue 24, item 3).

Each version's document must be exactly what a fold from version 1 gives (the definition the
reads had before the snapshots), stepping forwards, backwards and at random, with clocks too;
and the work per version stays bounded by the snapshot spacing, not by the game's length."""

from __future__ import annotations

import random

import pytest

from shared.app.games.queries import game_view
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.http.context import RUNTIME_EXTENSION
from shared.http.factory import create_app
from shared.store.repository import replay
from tests.platform.test_hosted_games import play_over_http

SEATS = [("human", None), ("bot", "random"), ("bot", "heuristic")]
FISCHER = {"kind": "fischer", "base_s": 600, "increment_s": 5}


def folded_from_the_start(service, game_id: str, seat, version: int) -> dict:
    record = replay(service.engine, game_id, service.store.read(game_id, 1, version))
    return game_view(service, record, seat)


def played(fake_redis, game: str, options: dict, clock=None):
    app = create_app(game, Config(dispatch="inline"), redis=fake_redis)
    client = app.test_client()
    if clock is None:
        game_id, _final = play_over_http(client, game, SEATS, options, seed=7)
    else:
        players = [{"name": f"p{i}", "kind": k, **({"policy": p} if p else {})} for i, (k, p) in enumerate(SEATS)]
        created = client.post("/v1/games", json={"players": players, "options": options, "seed": 7, "clock": clock})
        assert created.status_code == 201, created.json
        game_id = created.json["game_id"]
    return app, client, game_id


@pytest.mark.parametrize("game, options", [("academic_society", {}), ("royal_archeology", {"mode": "standard"}),
                                           ("modern_society", {})])
def test_every_version_reads_as_a_fold_from_the_start_in_any_order(game, options, fake_redis):
    app, client, game_id = played(fake_redis, game, options)
    runtime = _runtime(app)
    latest = client.get(f"/v1/games/{game_id}").json["version"]
    rng = random.Random(3)
    # Forwards (every version: the slider), then backwards and at random (the snapshots and the cursor).
    order = [(v, None) for v in range(1, latest + 1)] + [(v, 0) for v in range(latest, 0, -23)]
    order += [(rng.randint(1, latest), rng.choice((None, 0))) for _ in range(25)]
    for version, seat in order:
        document = runtime.view_at(game_id, seat, version)
        expected = folded_from_the_start(runtime, game_id, seat, version)
        assert {k: v for k, v in document.items() if k not in ("at_version", "latest_version")} == expected
        assert document["at_version"] == version and document["latest_version"] == latest


def _runtime(app):
    return app.extensions[RUNTIME_EXTENSION].service


def test_stepping_through_a_whole_game_folds_it_about_once_and_any_version_is_bounded(fake_redis):
    app, client, game_id = played(fake_redis, "royal_archeology", {"mode": "standard"})
    service = _runtime(app)
    cache = service.replays
    latest = client.get(f"/v1/games/{game_id}").json["version"]
    assert latest > 4 * cache.every  # a game long enough for the bound to mean something
    for version in range(1, latest + 1):
        assert client.get(f"/v1/games/{game_id}?at_version={version}").status_code == 200
    # A fold from version 1 per step would fold latest * (latest + 1) / 2 events.
    assert cache.folds <= 2 * latest
    longest_command = max(_command_lengths(service, game_id))
    for version in random.Random(5).sample(range(1, latest + 1), 30):
        before = cache.folds
        service.view_at(game_id, None, version)
        assert cache.folds - before <= cache.every + 2 * longest_command


def _command_lengths(service, game_id):
    lengths: dict[str, int] = {}
    for envelope in service.store.read(game_id):
        lengths[envelope["command_id"]] = lengths.get(envelope["command_id"], 0) + 1
    return lengths.values()


def test_a_clocked_game_replays_its_clocks_exactly(fake_redis):
    app, client, game_id = played(fake_redis, "academic_society", {}, clock=FISCHER)
    service = _runtime(app)
    engine = load_engine("academic_society")
    rng = random.Random(11)
    human = 0
    for _ in range(60):  # the human plays at random; the bots answer inline
        record = service.repository.load(game_id)
        if engine.is_over(record.state):
            break
        if human not in engine.pending(record.state):
            service.advance(game_id)
            continue
        _version, commands = service.legal(game_id, human)
        service.submit(game_id, human, rng.choice(commands))
    latest = service.repository.load(game_id).version
    for version in range(1, latest + 1):
        document = service.view_at(game_id, None, version)
        expected = folded_from_the_start(service, game_id, None, version)
        assert document["clock"] == expected["clock"] and document["view"] == expected["view"]
