"""Simultaneous play through the platform's HTTP API: every seat answers at once (threads), in any order,
and nobody sees another seat's face-down card before the reveal."""

import json
import threading

import pytest

from shared.base.config import Config
from shared.http.factory import create_app


@pytest.fixture
def app(fake_redis):
    return create_app("modern_society", Config(dispatch="inline"), redis=fake_redis)


def _create(client, n=4, seed=11):
    players = [{"name": f"p{i}", "kind": "human"} for i in range(n)]
    created = client.post("/v1/games", json={"players": players, "options": {}, "seed": seed})
    assert created.status_code == 201, created.json
    return created.json["game_id"], [{"Authorization": f"Bearer {s['token']}"} for s in created.json["seats"]]


def test_face_down_plays_submitted_concurrently(app):
    """Round Sequence 1-2: every seat plays face down at once; the reveal comes with the last play."""
    client = app.test_client()
    game_id, headers = _create(client)
    plays = {}
    for seat, h in enumerate(headers):
        legal = client.get(f"/v1/games/{game_id}/legal", headers=h).json
        assert legal["commands"], f"seat {seat} is pending in step 1"
        plays[seat] = legal["commands"][0]
    responses = {}

    def submit(seat):
        responses[seat] = app.test_client().post(f"/v1/games/{game_id}/commands", json=plays[seat],
                                                 headers=headers[seat])

    threads = [threading.Thread(target=submit, args=(s,)) for s in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r.status_code == 201 for r in responses.values()), {s: r.json for s, r in responses.items()}
    reveals = [s for s, r in responses.items() if any(e["type"] == "cards_revealed" for e in r.json["events"])]
    assert len(reveals) == 1, "exactly one command - the last face-down card - carries the reveal"
    history = client.get(f"/v1/games/{game_id}/events", headers=headers[0]).json["events"]
    revealed_at = next(i for i, e in enumerate(history) if e["type"] == "cards_revealed")
    for e in history[:revealed_at]:
        if e["type"] == "card_played" and e["data"]["seat"] != 0:
            assert e["data"]["card"] is None


def test_other_seats_never_see_a_face_down_card_over_http(app):
    """2: before the reveal the card stays hidden in every other seat's view and history."""
    client = app.test_client()
    game_id, headers = _create(client, n=3, seed=5)
    card = client.get(f"/v1/games/{game_id}/legal", headers=headers[2]).json["commands"][0]
    assert client.post(f"/v1/games/{game_id}/commands", json=card, headers=headers[2]).status_code == 201
    for h in (headers[0], headers[1], {}):
        text = json.dumps(client.get(f"/v1/games/{game_id}", headers=h).json)
        text += json.dumps(client.get(f"/v1/games/{game_id}/events", headers=h).json)
        assert f'"{card["card"]}"' not in text
    own = client.get(f"/v1/games/{game_id}", headers=headers[2]).json
    assert f'"{card["card"]}"' in json.dumps(own)
