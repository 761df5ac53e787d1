"""Seat webhooks: a clock runs out, the seat is timed out and a bot takes it over; the receiver hears both,
and no more turns of that seat (a bot plays it now)."""

from __future__ import annotations

import time

from shared.app.runtime import build_runtime
from shared.app.webhooks.delivery import Deliverer
from shared.app.webhooks.subscriptions import EVENT_KINDS, WebhookRegistry
from tests.fixture_game import ENGINE
from tests.webhooks.test_webhooks_flow import CONFIG, receiver  # noqa: F401


class Clock:
    def __init__(self):
        self.ms = time.time_ns() // 1_000_000 + 1000

    def __call__(self) -> int:
        return self.ms


def test_a_timed_out_seat_is_told_and_its_turns_stop(fake_redis, receiver):  # noqa: F811
    rt = build_runtime(ENGINE, CONFIG, fake_redis)
    now = Clock()
    rt.service.now_ms = now
    endpoint, secret = WebhookRegistry(fake_redis, CONFIG).create("owner", {"url": receiver.url,
                                                                           "events": list(EVENT_KINDS)})
    receiver.secrets.append(secret)
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    game_id = rt.service.create_game(players, {"target": 6}, 3, clock_options={
        "kind": "fischer", "base_s": 10, "on_timeout": "bot", "timeout_policy": "greedy"})["game_id"]
    now.ms += 10_500
    assert rt.service.enforce_clock(game_id) == [0]
    for _ in range(50):  # bob plays on against the bot until the end
        record = rt.service.load(game_id)
        if record.result is not None:
            break
        if 1 in ENGINE.pending(record.state):
            rt.service.submit(game_id, 1, rt.service.legal(game_id, 1)[1][0])
    for _ in range(5):
        Deliverer(fake_redis, CONFIG).run(endpoint["id"])
    timed_out, replaced = receiver.events("seat_timed_out"), receiver.events("seat_replaced")
    assert [(e["data"]["seat"], e["data"]["user"], e["data"]["on_timeout"]) for e in timed_out] == [(0, "ann", "bot")]
    assert [(e["data"]["seat"], e["data"]["policy"], e["data"]["reason"]) for e in replaced] == [(0, "greedy",
                                                                                                    "timed_out")]
    turns = receiver.events("turn_started")
    assert turns[0]["data"]["seat"] == 0 and turns[0]["data"]["deadline"]  # ann's first turn, with its deadline
    after = [t for t in turns if t["data"]["version"] > timed_out[0]["data"]["version"]]
    assert after and {t["data"]["seat"] for t in after} == {1}  # the bot's turns are not announced
    assert receiver.events("game_finished") and receiver.bad_signatures == 0
