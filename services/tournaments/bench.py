"""Tournament benchmarks (part of `make bench`).

    python -m services.tournaments.bench [--entrants 1000] [--rounds 5] [--pairing-entrants 10000]

(a) Pairing 10,000 entrants into 4-player tables after 8 Swiss rounds of history (random results):
    time for the 9th round and its repeat meetings (the stated cost), against a random draw.
(a2) Pairing version 2 (minimal repeats, issue 26) over a whole Swiss history at 16 (solved exactly), 1,000 and 10,000 entrants
    (4-player tables) and on a dense field (200 entrants at 5-player tables, 40 rounds, where repeats are
    unavoidable): time per round, the repeats it seats against a lower bound (the margin), and version 1's
    repeats and time on the same history side by side.
(b) A whole Swiss tournament of random-policy bot entrants at 4-player Academic Society tables through the real
    Celery workers (`tabletop run`'s two workers) on the real Redis: games per second and time per
    round, as a ratio to playing the same number of games (same players, same policy) in process
    with the bare engine: the engine's own speed is the limit.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
import uuid

from services.tournaments import pairing, pairing_forbidden, pairing_min
from shared.base.config import Config
from shared.store.admin import delete_prefix
from shared.store.connection import connect
from shared.tools.bench_cleanup import stop_processes
from shared.tools.cli import ROOT, ensure_redis, worker_commands

GAME = "academic_society"
POLICY = "random"  # the heuristic bot costs ~1 s per 4-player game: the engine, not the platform, would be measured


def bench_pairing(entrants: int, history: int, seed: int = 1) -> dict:
    rng = random.Random(seed)
    ids = [f"e{i:05d}" for i in range(entrants)]
    points = dict.fromkeys(ids, 0)
    meetings: pairing.Meetings = {}
    for _ in range(history):
        standings = [(e, (points[e],)) for e in ids]
        tables = pairing.swiss_round(standings, meetings, [4], rng)
        pairing.record_meetings(meetings, tables)
        for table in tables:
            order = list(table)
            rng.shuffle(order)  # a random result at each table
            for position, entrant in enumerate(order):
                points[entrant] += 3 - position
    standings = [(e, (points[e],)) for e in ids]
    start = time.perf_counter()
    swiss = pairing.swiss_round(standings, meetings, [4], random.Random(seed + 1))
    swiss_s = time.perf_counter() - start
    start = time.perf_counter()
    drawn = pairing.random_round(ids, [4], random.Random(seed + 1))
    random_s = time.perf_counter() - start
    return {"swiss_s": swiss_s, "random_s": random_s, "swiss_repeats": pairing.round_cost(swiss, meetings),
            "random_repeats": pairing.round_cost(drawn, meetings), "pairs_met": len(meetings)}


def bench_minimal_pairing(entrants: int, rounds: int, size: int, seed: int = 1) -> dict:
    """Every round paired by version 2 (and, for comparison, by version 1 on the same history)."""
    rng = random.Random(seed)
    ids = [f"e{i:05d}" for i in range(entrants)]
    points = dict.fromkeys(ids, 0)
    meetings: pairing.Meetings = {}
    figures = {"times": [], "v1_times": [], "repeats": 0, "bound": 0, "v1_repeats": 0}
    for number in range(rounds):
        standings = [(e, (points[e],)) for e in ids]
        start = time.perf_counter()
        tables = pairing_min.swiss_round(standings, meetings, [size], random.Random(number))
        figures["times"].append(time.perf_counter() - start)
        start = time.perf_counter()
        frozen = pairing.swiss_round(standings, meetings, [size], random.Random(number))
        figures["v1_times"].append(time.perf_counter() - start)
        figures["repeats"] += pairing.round_cost(tables, meetings)
        figures["v1_repeats"] += pairing.round_cost(frozen, meetings)
        figures["bound"] += pairing_min.repeat_lower_bound(ids, meetings, [len(t) for t in tables])
        pairing.record_meetings(meetings, tables)
        score_random_results(tables, points, size, rng)
    return figures


def score_random_results(tables: list[pairing.Table], points: dict[str, int], size: int, rng: random.Random) -> None:
    """A random result at each table, its rank points added to `points`."""
    for table in tables:
        order = list(table)
        rng.shuffle(order)
        for position, entrant in enumerate(order):
            points[entrant] += size - 1 - position


def bench_forbidden_pairing(entrants: int, rounds: int, size: int, team: int, seed: int = 1) -> dict:
    """Every round paired by version 3 with the field in teams of `team` that never share a table (and by
    version 2, unconstrained, on the same history: the time the constraints cost)."""
    rng = random.Random(seed)
    ids = [f"e{i:05d}" for i in range(entrants)]
    forbidden = {"groups": [ids[i:i + team] for i in range(0, entrants - team + 1, team)]}
    points = dict.fromkeys(ids, 0)
    meetings: pairing.Meetings = {}
    figures = {"times": [], "v2_times": [], "repeats": 0, "bound": 0, "broken": 0}
    for number in range(rounds):
        standings = [(e, (points[e],)) for e in ids]
        start = time.perf_counter()
        tables = pairing_forbidden.swiss_round(standings, meetings, [size], random.Random(number), False, forbidden)
        figures["times"].append(time.perf_counter() - start)
        start = time.perf_counter()
        pairing_min.swiss_round(standings, meetings, [size], random.Random(number))
        figures["v2_times"].append(time.perf_counter() - start)
        repeats = pairing.round_cost(tables, meetings)
        exact = repeats if entrants <= pairing_forbidden.EXACT_FIELD else None
        proof = pairing_forbidden.certificate(tables, meetings, ids, forbidden, exact)
        figures["repeats"] += proof["repeats"]
        figures["bound"] += proof["lower_bound"]
        figures["broken"] += len(pairing_forbidden.broken_constraints(tables, forbidden, ids))
        pairing.record_meetings(meetings, tables)
        score_random_results(tables, points, size, rng)
    return figures


def bench_tournament(redis_url: str, entrants: int, rounds: int, timeout_s: float) -> dict:
    from services.tournaments.service import TournamentService

    prefix = f"bench:{uuid.uuid4().hex[:8]}:"
    env = dict(os.environ, REDIS_URL=redis_url, KEY_PREFIX=prefix, PYTHONPATH=ROOT, DISPATCH="celery")
    config = Config(redis_url=redis_url, key_prefix=prefix, dispatch="celery")
    os.makedirs(os.path.join(ROOT, ".run"), exist_ok=True)
    # The workers read their configuration from `env`; this process's runtimes queue with `config`.
    workers = [subprocess.Popen([*command, "--loglevel", "WARNING"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for command in worker_commands(2)]
    redis = connect(redis_url)
    try:
        time.sleep(3.0)  # the workers connect to the broker
        service = TournamentService(redis, config)
        created = service.create({
            "game": GAME, "options": {}, "format": "swiss", "rounds": rounds, "table_sizes": [4], "seed": 7,
            "bot_fill": None, "rank_points": {}, "advance": 1, "clock": None,
            "entrants": [{"id": f"b{i:04d}", "name": f"bot {i}", "kind": "bot", "policy": POLICY}
                         for i in range(entrants)]})
        tournament_id = created["tournament_id"]
        started = time.perf_counter()
        service.start(tournament_id)
        round_started = {1: started}
        round_times = []
        deadline = started + timeout_s
        while time.perf_counter() < deadline:
            state = service.load(tournament_id)
            if str(state["round"]) in state["results"] and state["round"] not in [r for r, _ in round_times]:
                round_times.append((state["round"], time.perf_counter() - round_started[state["round"]]))
                round_started[state["round"] + 1] = time.perf_counter()
            if state["status"] == "finished":
                break
            time.sleep(0.05)
        elapsed = time.perf_counter() - started
        state = service.load(tournament_id)
        games = sum(len(state["results"].get(str(r), [])) for r in range(1, state["round"] + 1))
        return {"status": state["status"], "rounds_done": len(round_times), "games": games, "seconds": elapsed,
                "round_times": [t for _, t in round_times], "audit_ok": _audit_ok(service, tournament_id)}
    finally:
        stop_processes(workers)
        delete_prefix(redis, prefix)


def _audit_ok(service, tournament_id: str) -> bool:
    from services.tournaments.audit import audit_tournament

    return audit_tournament(service, tournament_id)["ok"]


def bench_in_process(games: int) -> float:
    """Seconds to play `games` 4-player games of the same bots with the bare engine (no store)."""
    from shared.domain.registry import load_engine
    from shared.domain.simulation import play_random_game

    engine = load_engine(GAME)
    players = [{"name": f"bot {i}", "kind": "bot", "policy": POLICY} for i in range(4)]
    start = time.perf_counter()
    for seed in range(games):
        play_random_game(engine, players, {}, seed, check=False, policies=dict.fromkeys(range(4), POLICY))
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--pairing-entrants", type=int, default=10_000)
    parser.add_argument("--history", type=int, default=8)
    # 1,000 x 5 (1,250 games, ~400,000 appends) does not fit the 2 minutes make bench allows on this
    # machine: the default is scaled down (docs/bench.md "Tournaments" gives the figures and the estimate).
    parser.add_argument("--entrants", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=600.0)
    args = parser.parse_args(argv)

    p = bench_pairing(args.pairing_entrants, args.history)
    print(f"(t1) pairing {args.pairing_entrants:,} entrants at 4-player tables after {args.history} rounds: "
          f"swiss {p['swiss_s']:.2f} s, {p['swiss_repeats']} repeat meetings; random draw {p['random_s']:.3f} s, "
          f"{p['random_repeats']} repeat meetings ({p['pairs_met']:,} pairs met before)")

    for entrants, rounds, size in ((16, 8, 4), (1_000, 10, 4), (args.pairing_entrants, 8, 4), (200, 40, 5)):
        m = bench_minimal_pairing(entrants, rounds, size)
        mean, worst = sum(m["times"]) / rounds, max(m["times"])
        exact = " (exact: the proven minimum)" if entrants <= pairing_min.EXACT_FIELD else ""
        print(f"(t1b) pairing v2{exact}, {entrants:,} entrants at {size}-player tables, {rounds} Swiss rounds: {mean:.2f} s "
              f"per round (worst {worst:.2f} s), {m['repeats']} repeats against a lower bound of {m['bound']} "
              f"(margin {m['repeats'] - m['bound']}); v1 on the same history {m['v1_repeats']} repeats, "
              f"{sum(m['v1_times']) / rounds:.2f} s per round -> time ratio v2/v1 "
              f"{sum(m['times']) / sum(m['v1_times']):.2f}")

    for entrants, rounds, size, team in ((16, 6, 4, 4), (12, 5, 3, 3), (1_000, 8, 4, 4)):
        f = bench_forbidden_pairing(entrants, rounds, size, team)
        mean, worst = sum(f["times"]) / rounds, max(f["times"])
        method = "exact" if entrants <= pairing_forbidden.EXACT_FIELD else "relaxation"
        print(f"(t1c) pairing v3, {entrants:,} entrants in teams of {team} kept apart at {size}-player tables, "
              f"{rounds} Swiss rounds: {mean:.2f} s per round (worst {worst:.2f} s), {f['repeats']} repeats, "
              f"certificates' {method} bound {f['bound']}, {f['broken']} forbidden meetings seated; time ratio "
              f"v3/v2 (v2 unconstrained) {sum(f['times']) / sum(f['v2_times']):.2f}")

    redis_url, embedded = ensure_redis(os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    try:
        t = bench_tournament(redis_url, args.entrants, args.rounds, args.timeout)
    finally:
        if embedded:
            embedded.terminate()
    inline_s = bench_in_process(t["games"]) if t["games"] else float("nan")
    per_round = ", ".join(f"{s:.1f}" for s in t["round_times"])
    print(f"(t2) swiss, {args.entrants} bot entrants, 4-player {GAME} tables, {args.rounds} rounds through the "
          f"workers on {redis_url}: {t['status']} after {t['rounds_done']} rounds, {t['games']} games in "
          f"{t['seconds']:.1f} s = {t['games'] / t['seconds']:.2f} games/s; per round {per_round} s; audit "
          f"{'ok' if t['audit_ok'] else 'FAILED'}")
    print(f"     the same number of games in process (bare engine): {inline_s:.1f} s = "
          f"{t['games'] / inline_s:.2f} games/s -> ratio (in process time / through the workers) "
          f"{inline_s / t['seconds']:.2f}")
    return 0 if t["status"] == "finished" and t["audit_ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
