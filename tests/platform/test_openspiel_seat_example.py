"""examples/openspiel_seat.py: an OpenSpiel ISMCTS bot plays a human seat of a live Academic Society game to its
end through the generated Python client, against an in-process service (fakeredis, inline dispatch); and the
world it searches, built from what the seat reads only (tabletop_openspiel.seat_worlds), matches the real game."""

from __future__ import annotations

import importlib.util
import json
import random
import threading
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="the [openspiel] extra is not installed")

from werkzeug.serving import make_server  # noqa: E402

from shared.base.config import Config  # noqa: E402
from shared.domain.registry import load_engine  # noqa: E402
from shared.domain.simulation import play_random_game  # noqa: E402
from shared.http.factory import create_app  # noqa: E402
from shared.tools.embedded_redis import free_port  # noqa: E402
from tabletop_openspiel.seat_worlds import SeatWorld  # noqa: E402
from tests.conftest import client_key_headers  # noqa: E402


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 0), (4, 2)])
def test_a_world_built_from_a_seats_events_and_views_shows_it_its_view_and_its_legal_commands(players, seat):
    """At every decision of the seat in a random game: the world tabletop_openspiel.seat_worlds builds from what the
    seat read has the seat's view and legal commands, while its face-down piles are not copied from the real ones."""
    engine = load_engine("academic_society")
    table = [{"name": f"p{i}", "kind": "human"} for i in range(players)]
    played = play_random_game(engine, table, {}, seed=players, check=False)
    builder = SeatWorld("academic_society", seat, random.Random(0))
    real = engine.initial_state()
    checked = same_piles = 0
    for event in played.events:
        real = engine.evolve(real, json.loads(json.dumps(event)))
        builder.add(engine.event_view(event, seat), engine.view(real, seat))
        if seat in engine.pending(real):
            world = builder.world()
            assert engine.legal(world, seat) == engine.legal(real, seat)
            checked += 1
            same_piles += world["piles"] == real["piles"]
    assert checked > 20 and same_piles < checked / 2


EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "openspiel_seat.py"


def _example():
    spec = importlib.util.spec_from_file_location("openspiel_seat", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_openspiel_bot_plays_a_live_seat_to_the_end_of_the_game(fake_redis):
    example = _example()
    app = create_app("academic_society", Config(dispatch="inline"), redis=fake_redis)
    server = make_server("127.0.0.1", free_port(), app)  # one request at a time: fakeredis is not shared
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base_url = f"http://127.0.0.1:{server.server_port}"
    try:
        created = app.test_client().post("/v1/games", headers=client_key_headers(app), json={
            "players": [{"name": "ada", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "heuristic"}],
            "seed": 11}).json
        client = example.AuthenticatedClient(base_url=base_url, token=created["seats"][0]["token"],
                                             raise_on_unexpected_status=True)
        bot = example.SeatBot(client, created["game_id"], simulations=4, seed=1)
        finished = bot.play()
        assert finished.status.value == "finished"
        assert sorted(finished.result.ranking) == [0, 1]
        assert bot.decisions > 20  # the seat played its whole game, not a move or two
        assert len(bot.events) == len(bot.views) > bot.decisions
    finally:
        server.shutdown()
        thread.join()
