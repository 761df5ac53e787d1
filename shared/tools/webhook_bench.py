"""Webhook delivery: throughput and the delay from a recorded append to its delivery.

    python -m shared.tools.webhook_bench [--games N] [--moves M] [--endpoints E] [--rate R]

With the real workers running (the three Celery workers `tabletop run` starts), E endpoints subscribe
to every event of the tests' fixture game on one receiver on 127.0.0.1; N two-seat games are played
M moves each at about R moves/s (a free worker, not a saturated one). The receiver notes when each
delivery arrives: its delay is the arrival minus the recorded time of the append it tells about
(through projection, outbox, queue and a signed POST). Beside it, the yardstick: bare POSTs of the
same body to the same receiver, one after another, in this process (deliveries/s as a ratio of it).
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from shared.store.admin import delete_prefix
from shared.store.connection import connect
from shared.tools.bench import pct
from shared.tools.bench_cleanup import stop_processes
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ROOT, ensure_redis, worker_commands

FIXTURE_GAME = "counting_race=tests.fixture_game"


class TimingReceiver:
    """Notes each delivery's arrival (webhook-id -> seconds since the epoch) and its recorded time."""

    def __init__(self):
        self.arrivals: dict[str, tuple[float, str]] = {}
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                return None

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                arrived = time.time()
                message_id = self.headers.get("webhook-id")
                if message_id:
                    with receiver.lock:
                        receiver.arrivals.setdefault(message_id, (arrived, json.loads(body)["timestamp"]))
                self.send_response(204)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def bare_posts_per_s(url: str, count: int = 500) -> float:
    """The yardstick: the same kind of body POSTed `count` times, one after another, no signing."""
    port = int(url.split(":")[2].split("/")[0])
    body = json.dumps({"type": "turn_started", "timestamp": "2026-01-01T00:00:00.000+00:00",
                       "data": {"game_id": "x" * 32, "version": 7, "seat": 1, "user": "bench"}}).encode()
    started = time.perf_counter()
    for index in range(count):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        connection.request("POST", "/hook", body=body, headers={"content-type": "application/json",
                                                                 "webhook-id": f"bare-{index}"})
        connection.getresponse().read()
        connection.close()
    return count / (time.perf_counter() - started)


def measure(rt, games: int, moves: int, endpoint_ids: list[str], rate: float | None, receiver: TimingReceiver,
            timeout_s: float = 120.0) -> dict:
    """Play `games` games `moves` moves each (paced at `rate` moves/s; None: as fast as they go) and wait
    for their deliveries to every endpoint."""
    from shared.app.webhooks.delivery import Deliverer
    from shared.domain.clock import to_ms
    from tests.fixture_game import ENGINE

    with receiver.lock:
        receiver.arrivals.clear()
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]
    started = time.time()
    ids = [rt.service.create_game(players, {"target": 1000}, index)["game_id"] for index in range(games)]
    for _ in range(moves):
        for game_id in ids:
            record = rt.service.load(game_id)
            seat = sorted(ENGINE.pending(record.state))[0]
            _, legal = rt.service.legal(game_id, seat)
            rt.service.submit(game_id, seat, legal[0])
            if rate:
                time.sleep(1 / rate)
    # Every game: game_started, then a turn_started per append (creation's included), per endpoint.
    expected = len(endpoint_ids) * games * (2 + moves)
    until = time.monotonic() + timeout_s
    while len(receiver.arrivals) < expected and time.monotonic() < until:
        time.sleep(0.05)
    with receiver.lock:
        arrivals = dict(receiver.arrivals)
    delays = [(arrived - to_ms(recorded) / 1000) * 1000 for arrived, recorded in arrivals.values()]
    last = max((arrived for arrived, _ in arrivals.values()), default=time.time())
    # Where the time goes: append -> enqueued by the outbox (projection included), enqueued -> arrived.
    enqueued = {d["id"]: d["created_at"] for endpoint in endpoint_ids
                for d in Deliverer(rt.store.redis, rt.config).deliveries(endpoint, None, 10**6)}
    outbox = [enqueued[i] - to_ms(recorded) for i, (_, recorded) in arrivals.items() if i in enqueued]
    sending = [arrived * 1000 - enqueued[i] for i, (arrived, _) in arrivals.items() if i in enqueued]
    return {"expected": expected, "delivered": len(arrivals), "p50_ms": pct(delays, 0.5), "p99_ms": pct(delays, 0.99),
            "max_ms": max(delays, default=float("nan")), "per_s": len(arrivals) / max(last - started, 1e-9),
            "outbox_p99_ms": pct(outbox, 0.99), "sending_p99_ms": pct(sending, 0.99)}


def subscribe(endpoints: int, url: str):
    """This process's runtime of the fixture game and `endpoints` endpoints hearing every game event.
    Run with REDIS_URL, KEY_PREFIX, TABLETOP_EXTRA_GAMES and WEBHOOK_BLOCK_PRIVATE=off in the environment."""
    from shared.app.runtime import build_runtime
    from shared.app.webhooks.subscriptions import GAME_KINDS, WebhookRegistry
    from shared.base.config import Config
    from tests.fixture_game import ENGINE

    config = Config.from_env()
    rt = build_runtime(ENGINE, config)
    registry = WebhookRegistry(rt.store.redis, config)
    ids = [registry.create(f"bench-owner-{index}", {"url": url, "events": list(GAME_KINDS)})[0]["id"]
           for index in range(endpoints)]
    return rt, ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--endpoints", type=int, default=2)
    parser.add_argument("--rate", type=float, default=10.0, help="moves per second of the paced run (a free worker)")
    args = parser.parse_args(argv)
    redis_url, embedded = ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    prefix = f"bench:{uuid.uuid4().hex[:8]}:"
    extra = ",".join(filter(None, [os.environ.get("TABLETOP_EXTRA_GAMES"), FIXTURE_GAME]))
    os.environ.update(REDIS_URL=redis_url, KEY_PREFIX=prefix, TABLETOP_EXTRA_GAMES=extra, DISPATCH="celery",
                      WEBHOOK_BLOCK_PRIVATE="off")
    env = dict(os.environ, PYTHONPATH=ROOT)
    workers = [subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
               for command in worker_commands()]
    redis = connect(redis_url)
    receiver = TimingReceiver()
    report = BenchReport("webhooks")
    try:
        bare = bare_posts_per_s(receiver.url)
        receiver.arrivals.clear()  # the yardstick's POSTs are not deliveries
        time.sleep(3)  # the workers connect to the broker
        rt, endpoint_ids = subscribe(args.endpoints, receiver.url)
        measure(rt, 2, 2, endpoint_ids, args.rate, receiver)  # warm-up: workers import and connect
        paced = measure(rt, args.games, args.moves, endpoint_ids, args.rate, receiver)
        burst = measure(rt, args.games, args.moves, endpoint_ids, None, receiver)
        setting = f"{args.endpoints} endpoints, {args.games} games x {args.moves} moves, real Celery workers"
        report.info("deliveries/s, a burst", burst["per_s"], fmt="{:,.0f}",
                    detail=f"{burst['delivered']} of {burst['expected']}; {setting}; moves as fast as they go")
        report.info("burst deliveries/s as a share of bare POSTs to the same receiver", burst["per_s"] / bare,
                    fmt="{:.2f}", detail=f"bare, one after another from one thread: {bare:,.0f}/s")
        report.info("append -> delivery delay p50, paced", paced["p50_ms"], fmt="{:,.0f} ms",
                    detail=f"~{args.rate:.0f} moves/s: a free worker")
        report.figure("append -> delivery delay p99, paced", paced["p99_ms"], "<=", 1000, fmt="{:,.0f} ms",
                      detail=f"max {paced['max_ms']:,.0f} ms; {paced['delivered']} of {paced['expected']}")
        report.info("  of which append -> enqueued (projection, outbox) p99, paced", paced["outbox_p99_ms"],
                    fmt="{:,.0f} ms")
        report.info("  of which enqueued -> arrived (queue, signed POST) p99, paced", paced["sending_p99_ms"],
                    fmt="{:,.0f} ms")
        report.info("append -> delivery delay p99, a burst", burst["p99_ms"], fmt="{:,.0f} ms",
                    detail="the backlog a burst queues")
        report.figure("deliveries that arrived", paced["delivered"] + burst["delivered"], ">=",
                      paced["expected"] + burst["expected"], fmt="{:,.0f}")
        return report.finish()
    finally:
        receiver.close()
        stop_processes(workers)
        delete_prefix(redis, prefix)
        if embedded:
            embedded.terminate()


if __name__ == "__main__":
    sys.exit(main())
