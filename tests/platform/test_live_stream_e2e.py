"""The browser's live stream over real HTTP: gunicorn (gevent) and a Celery worker on the real Redis, a stream
opened with a ticket and read raw as it arrives while the game is played, and the access log without the ticket."""

from __future__ import annotations

import json
import threading
import time
import uuid

import requests

from tests.platform.test_e2e import Stack, _cleanup
from tests.platform.test_live_stream import parse_sse


def test_a_ticket_stream_follows_a_whole_game_over_http_and_the_access_log_never_shows_it(real_redis_url, tmp_path):
    prefix = f"e2e:{uuid.uuid4().hex[:8]}:"
    access_log = tmp_path / "access.log"
    stack = Stack(real_redis_url, prefix)
    stack.env["GUNICORN_ACCESSLOG"] = str(access_log)
    try:
        stack.start()
        base = stack.base
        created = requests.post(f"{base}/v1/games", json={"players": [
            {"name": "human", "kind": "human"}, {"name": "bot", "kind": "bot", "policy": "greedy"}]}, timeout=10)
        game_id, token = created.json()["game_id"], created.json()["seats"][0]["token"]
        headers = {"Authorization": f"Bearer {token}"}
        issued = requests.post(f"{base}/v1/games/{game_id}/stream-ticket", headers=headers, timeout=10)
        assert issued.status_code == 201
        ticket = issued.json()["ticket"]

        received: list[str] = []

        def listen():
            with requests.get(f"{base}/v1/games/{game_id}/stream", params={"ticket": ticket}, stream=True,
                              timeout=60, headers={"Accept": "text/event-stream"}) as response:
                assert response.headers["Content-Type"].startswith("text/event-stream")
                for chunk in response.iter_content(chunk_size=None, decode_unicode=True):
                    received.append(chunk)

        listener = threading.Thread(target=listen)
        listener.start()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            legal = requests.get(f"{base}/v1/games/{game_id}/legal", headers=headers, timeout=10).json()
            if legal["commands"]:
                requests.post(f"{base}/v1/games/{game_id}/commands", headers=headers, timeout=10,
                              json={"type": "add", "amount": 1, "expected_version": legal["version"]})
            elif requests.get(f"{base}/v1/games/{game_id}", timeout=10).json()["result"]:
                break
            else:
                time.sleep(0.05)
        listener.join(timeout=30)
        assert not listener.is_alive(), "the stream did not end with the game"

        messages = parse_sse("".join(received))
        events = [json.loads(m["data"]) for m in messages if m["event"] == "message"]
        last = requests.get(f"{base}/v1/games/{game_id}/events", timeout=10).json()["version"]
        assert [e["version"] for e in events] == list(range(1, last + 1))
        assert events[0]["type"] == "game_created" and events[-1]["type"] == "game_finished"
        assert messages[-1]["event"] == "end" and json.loads(messages[-1]["data"])["version"] == last
        again = requests.get(f"{base}/v1/games/{game_id}/stream", params={"ticket": ticket}, timeout=10,
                             headers={"Last-Event-ID": str(last)})
        assert again.status_code == 204
    finally:
        stack.stop()
        _cleanup(real_redis_url, prefix)
    logged = access_log.read_text()
    assert f"/v1/games/{game_id}/stream" in logged and ticket not in logged and "ticket=" not in logged
