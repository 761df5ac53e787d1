"""The event store and a whole hosted game on a real Redis Cluster (three masters started here).

Every key of a game shares its `{game_id}` hash tag, so the append script and the
projection write script run inside one slot (DESIGN.md "Scaling past one machine").
Skipped only where no redis-server binary exists.
"""

from __future__ import annotations

import random
import shutil
import socket
import subprocess
import time

import pytest
from redis.cluster import RedisCluster

from shared.base.config import Config
from shared.http.factory import create_app
from tests.platform.test_eventstore_contract import EventStoreContract

pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(shutil.which("redis-server") is None, reason="no redis-server binary on this machine"),
]


def _free_cluster_ports(count: int) -> list[int]:
    """Ports p with p and p + 10000 (the cluster bus) both free."""
    rng = random.Random()
    ports: list[int] = []
    while len(ports) < count:
        port = rng.randrange(20000, 30000)
        try:
            for candidate in (port, port + 10000):
                with socket.socket() as sock:
                    sock.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        ports.append(port)
    return ports


@pytest.fixture(scope="module")
def cluster_url(tmp_path_factory):
    ports = _free_cluster_ports(3)
    servers = []
    for port in ports:
        folder = tmp_path_factory.mktemp(f"node{port}")
        servers.append(subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
             "--cluster-config-file", str(folder / "nodes.conf"), "--save", "", "--appendonly", "no",
             "--dir", str(folder)],
            stdout=subprocess.DEVNULL,
        ))
    try:
        time.sleep(0.5)
        subprocess.run(
            ["redis-cli", "--cluster", "create", *(f"127.0.0.1:{p}" for p in ports), "--cluster-replicas", "0",
             "--cluster-yes"],
            check=True, stdout=subprocess.DEVNULL, timeout=60,
        )
        url = f"redis://127.0.0.1:{ports[0]}/0"
        for _ in range(100):
            try:
                if RedisCluster.from_url(url).cluster_info()["cluster_state"] == "ok":
                    break
            except Exception:  # noqa: BLE001 - the cluster is still forming
                pass
            time.sleep(0.1)
        yield url
    finally:
        for server in servers:
            server.terminate()
        for server in servers:
            server.wait(timeout=10)


@pytest.fixture(scope="module")
def cluster_client(cluster_url):
    client = RedisCluster.from_url(cluster_url)
    yield client
    client.close()


class TestRedisClusterEventStore(EventStoreContract):
    @pytest.fixture
    def redis(self, cluster_client):
        return cluster_client


def test_a_whole_game_is_hosted_on_the_cluster(cluster_url):
    app = create_app("counting_race", Config(redis_url=cluster_url, redis_cluster=True, dispatch="inline"))
    client = app.test_client()
    created = client.post("/v1/games", json={
        "players": [{"name": "ann", "kind": "human"}, {"name": "bea", "kind": "human"},
                    {"name": "bot", "kind": "bot", "policy": "greedy"}],
        "seed": 5,
    }).json
    game_id = created["game_id"]
    humans = [{"Authorization": f"Bearer {created['seats'][seat]['token']}"} for seat in (0, 1)]
    for _ in range(100):
        moved = False
        for headers in humans:
            legal = client.get(f"/v1/games/{game_id}/legal", headers=headers).json
            if legal["commands"]:
                response = client.post(f"/v1/games/{game_id}/commands", json=legal["commands"][0], headers=headers)
                assert response.status_code == 201
                moved = True
        if not moved:
            break
    game = client.get(f"/v1/games/{game_id}").json
    assert game["status"] == "finished" and game["result"]["winners"] == [2]
    assert client.get(f"/v1/games/{game_id}/audit").json["ok"]
    assert game_id in [g["game_id"] for g in client.get("/v1/games?status=finished").json["games"]]
