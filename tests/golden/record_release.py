"""Record one release's part of the golden corpus (tests/golden/<release>/).

Run it with the release's own code, from a throwaway checkout of that release:

    git worktree add --detach /tmp/rel-<commit> <commit>
    cd /tmp/rel-<commit> && PYTHONPATH=/tmp/rel-<commit> \\
        <repo>/.venv/bin/python <repo>/tests/golden/record_release.py <repo>/tests/golden/<commit>

It plays every game, mode and player count through that release's HTTP API on an in-memory
Redis (a human seat moving at random among its legal commands, bots and the Automa on the
others; and one all-bot game per game, whose draws derive from the seed alone), then writes
what an auditor would have downloaded from that release:

    games.ndjson.gz   every finished game's raw export (/events?raw=true, NDJSON), one after another
    keys.json         GET /v1/keys (only where the release signed receipts)
    receipts.ndjson.gz every receipt the release handed out with a 201 (same)
    results.json      game id -> the result the release showed at the end (the scores to match)

The script imports the release's modules by the names they had then (the platform moved from
flat `shared/*.py` modules to packages on 1 December), so one script records every release.
"""

from __future__ import annotations

import gzip
import json
import os
import random
import sys

import fakeredis

import shared

# Chosen by what the checkout holds, not by trying imports: an editable install of another
# checkout could otherwise answer for a package this release does not have.
if os.path.isdir(os.path.join(os.path.dirname(shared.__file__), "http")):  # packages (issue 18, 1 December)
    from shared.base.config import Config
    from shared.http.factory import create_app
else:  # the flat platform of the earlier releases
    from shared.api import create_app
    from shared.config import Config

HUMAN = ("human", None)


def bot(policy: str) -> tuple[str, str]:
    return ("bot", policy)


AUTOMA = ("automa", "automa")
# (game, seats, options): every game, mode and player count.
SETUPS = [
    ("academic_society", [HUMAN, bot("random")], {}),
    ("academic_society", [HUMAN, bot("random"), bot("heuristic")], {}),
    ("academic_society", [HUMAN, bot("heuristic"), bot("random"), bot("heuristic")], {}),
    ("academic_society", [bot("random"), bot("heuristic")], {}),
    ("royal_archeology", [HUMAN, AUTOMA], {"mode": "solo"}),
    ("royal_archeology", [HUMAN, bot("heuristic"), AUTOMA], {"mode": "competitive"}),
    ("royal_archeology", [HUMAN, bot("random")], {"mode": "confrontation"}),
    ("royal_archeology", [HUMAN, bot("random"), bot("heuristic")], {"mode": "standard"}),
    ("royal_archeology", [HUMAN, bot("heuristic"), bot("random"), bot("heuristic")], {"mode": "standard"}),
    ("royal_archeology", [bot("heuristic"), bot("random"), bot("heuristic")], {"mode": "standard"}),
    ("modern_society", [HUMAN, bot("random"), bot("heuristic")], {}),
    ("modern_society", [HUMAN, bot("heuristic"), bot("random"), bot("heuristic")], {}),
    ("modern_society", [HUMAN, bot("random"), bot("heuristic"), bot("random"), bot("heuristic")], {}),
    ("modern_society", [bot("heuristic"), bot("random"), bot("heuristic")], {}),
]
SEEDS_PER_SETUP = int(os.environ.get("GOLDEN_SEEDS", "2"))
MAX_DECISIONS = 5000


def play(client, seats, options, seed: int) -> tuple[str, list[dict]]:
    players = [{"name": f"p{i}", "kind": kind, **({"policy": policy} if policy else {})}
               for i, (kind, policy) in enumerate(seats)]
    created = client.post("/v1/games", json={"players": players, "options": options, "seed": seed})
    assert created.status_code == 201, created.get_json()
    body = created.get_json()
    game_id = body["game_id"]
    receipts = []
    human = [s for s in body["seats"] if s.get("token") and seats[s.get("seat", 0)][0] == "human"]
    if human:
        headers = {"Authorization": f"Bearer {human[0]['token']}"}
        rng = random.Random(seed)
        for _ in range(MAX_DECISIONS):
            legal = client.get(f"/v1/games/{game_id}/legal", headers=headers).get_json()
            if not legal["commands"]:
                state = client.get(f"/v1/games/{game_id}").get_json()
                if state["status"] == "finished":
                    break
                continue
            command = dict(legal["commands"][rng.randrange(len(legal["commands"]))],
                           expected_version=legal["version"])
            answer = client.post(f"/v1/games/{game_id}/commands", json=command, headers=headers)
            assert answer.status_code == 201, (command, answer.get_json())
            if answer.get_json().get("receipt"):
                receipts.append(answer.get_json()["receipt"])
    final = client.get(f"/v1/games/{game_id}").get_json()
    assert final["status"] == "finished", (game_id, final["status"])
    return game_id, receipts


def export(client, game_id: str) -> bytes:
    answer = client.get(f"/v1/games/{game_id}/events?raw=true&limit=10000",
                        headers={"Accept": "application/x-ndjson"})
    assert answer.status_code == 200
    return answer.get_data()


def forget_metrics() -> None:
    """Some releases register their Prometheus metrics on the default registry per app: a second
    game's app in the same process would collide with the first's."""
    import prometheus_client

    for collector in list(prometheus_client.REGISTRY._collector_to_names):
        if type(collector).__module__.startswith("prometheus_client.metrics"):
            prometheus_client.REGISTRY.unregister(collector)


def main(out: str) -> None:
    os.makedirs(out, exist_ok=True)
    redis = fakeredis.FakeRedis()
    clients = {}
    lines, receipts, results = [], [], {}
    for game, seats, options in SETUPS:
        if game not in clients:
            forget_metrics()
            clients[game] = create_app(game, Config(dispatch="inline", key_prefix="golden:"),
                                       redis=redis).test_client()
        client = clients[game]
        for index in range(SEEDS_PER_SETUP):
            seed = 1000 * len(seats) + 17 * index + len(results)
            game_id, given = play(client, seats, options, seed)
            lines.append(export(client, game_id))
            receipts.extend(given)
            results[game_id] = client.get(f"/v1/games/{game_id}").get_json()["result"]
            print(game, options.get("mode", ""), len(seats), game_id, flush=True)
    with gzip.open(os.path.join(out, "games.ndjson.gz"), "wb", compresslevel=9) as file:
        file.write(b"".join(lines))
    with open(os.path.join(out, "results.json"), "w") as file:
        json.dump(results, file, sort_keys=True, separators=(",", ":"))
    if receipts:
        keys = next(iter(clients.values())).get("/v1/keys").get_json()
        with open(os.path.join(out, "keys.json"), "w") as file:
            json.dump(keys, file, indent=1)
        with gzip.open(os.path.join(out, "receipts.ndjson.gz"), "wt", compresslevel=9) as file:
            file.writelines(json.dumps(r, sort_keys=True) + "\n" for r in receipts)


if __name__ == "__main__":
    main(sys.argv[1])
