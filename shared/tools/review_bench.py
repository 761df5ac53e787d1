"""The game review's bench (`make bench PART=review`): its cost, its judgement, and that it slows no move.

    python -m shared.tools.review_bench [--seeds N] [--first-seed S] [--worlds N] [--check-worlds N]
                                        [--every-position N] [--games GAME ...] [--moves-game GAME]
                                        [--no-isolation]

1. Cost and judgement: for each game kind (every hosted game that seats three and has the three policies),
   seeded games (seeds FIRST_SEED on) at a table of three bots (random, heuristic, strong; the seats rotate
   with the seed, so no policy keeps the first seat), each played in process and reviewed with the server's
   default settings (shared.audit.analysis.AnalysisSettings). Reported per kind: the review's CPU seconds per
   game and per decision, and for each policy's decisions over all its games the loss share (the sum of their
   losses over the sum of their stakes: docs/ANALYSIS.md "Why a share"), their average loss and average stake
   in the game's points (with its standard error): reported, not judged (their positions differ). The review is
   judged right when, in the same positions (one unforced decision in N of those games: the command each
   policy would play there, valued against one pick on the same worlds), random's average loss in points and
   loss share are above heuristic's and heuristic's above strong's (docs/ANALYSIS.md "Why the same positions").
2. Isolation: the round trip of a move (a command through a game service, with its projection and webhook
   outbox inline; on the last hosted game, or --moves-game's) while a review (of a game of the first) runs
   in another process at the analysis worker's priority (SCHED_IDLE, as `tabletop worker analysis` runs:
   shared.workers.analysis_priority) and while that process is stopped, in short alternating blocks: the ratio
   of the medians, beside the CPU the review got meanwhile (what the machine's other work left it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

from shared.app.webhooks.subscriptions import GAME_KINDS
from shared.audit.analysis import AnalysisSettings, analyse, replayed_decisions, reviewed_decision
from shared.base.config import Config
from shared.base.progress import shown
from shared.bus.queues import ARCHIVAL
from shared.domain.registry import available_games, load_engine
from shared.domain.review import compare_commands, loss_share, review_search_of
from shared.tools.bench_report import BenchReport
from shared.workers.analysis_priority import runs_idle

POLICIES = ("random", "heuristic", "strong")
ISOLATION_MOVES = 600
# Short blocks: the other load of a shared machine changes within seconds, and must weigh on both sides alike.
ISOLATION_BLOCKS = 30
# The bench's seeds: none of them was looked at while the review's method was chosen (that was done on seeds
# 1-3, version 3 on 101-106); tests/platform/test_review_quality.py checks the same judgement on seeds of its own.
FIRST_SEED = 301
# One unforced decision in this many is a position where the three policies are compared (each costs a strong
# bot's decision and the review of four commands).
POSITIONS_EVERY = 4


def reviewed_games() -> list[str]:
    """The hosted games the bench reviews: those that seat three (a table of the three policies, no options)."""
    return [game for game in available_games()
            if load_engine(game).min_players <= len(POLICIES) <= load_engine(game).max_players
            and set(POLICIES) <= set(load_engine(game).bot_policies)]


def bench_app(game: str, **settings):
    """A game service in this process (fakeredis, inline dispatch) and the headers of a client it knows."""
    import fakeredis

    from shared.app.clients.integrators import DEFAULT_SCOPES, HEADER
    from shared.base.config import Config
    from shared.http.factory import create_app

    secret = "review-bench-client-secret"
    digest = hashlib.sha256(secret.encode()).hexdigest()
    config = Config(dispatch="inline", access_log="off", bootstrap_client=f"bench:{digest}:{','.join(DEFAULT_SCOPES)}",
                    **settings)
    app = create_app(game, config, redis=fakeredis.FakeRedis())
    return app.test_client(), {HEADER: f"bench.{secret}"}


def played(game: str, seed: int) -> tuple[list[dict[str, Any]], list[str]]:
    """A finished game's stored envelopes and each seat's policy."""
    client, headers = bench_app(game)
    policies = [POLICIES[(seat + seed) % len(POLICIES)] for seat in range(len(POLICIES))]
    players = [{"name": f"{policy}{seat}", "kind": "bot", "policy": policy} for seat, policy in enumerate(policies)]
    created = client.post("/v1/games", json={"players": players, "options": {}, "seed": seed},
                          headers=headers)
    game_id = created.json["game_id"]
    lines = client.get(f"/v1/games/{game_id}/events?raw=true&limit=10000",
                       headers={**headers, "Accept": "application/x-ndjson"}).data.splitlines()
    return [json.loads(line) for line in lines], policies


def heuristic_game(game: str, seed: int) -> list[dict[str, Any]]:
    """A finished game of three heuristic bots: its stored envelopes."""
    client, headers = bench_app(game)
    players = [{"name": f"h{i}", "kind": "bot", "policy": "heuristic"} for i in range(3)]
    game_id = client.post("/v1/games", json={"players": players, "seed": seed}, headers=headers).json["game_id"]
    lines = client.get(f"/v1/games/{game_id}/events?raw=true&limit=10000",
                       headers={**headers, "Accept": "application/x-ndjson"}).data.splitlines()
    return [json.loads(line) for line in lines]


@dataclass
class PolicyLosses:
    """A policy's unforced decisions under review: their losses and stakes, in the game's points."""

    losses: list[float] = field(default_factory=list)
    stakes: list[float] = field(default_factory=list)

    def add(self, loss: float, stake: float) -> None:
        self.losses.append(loss)
        self.stakes.append(stake)

    @property
    def average_loss(self) -> float:
        return statistics.mean(self.losses) if self.losses else 0.0

    @property
    def share(self) -> float:
        return loss_share(self.losses, self.stakes) or 0.0


def policy_losses(game: str, seeds: list[int], settings: AnalysisSettings, every: int = 1,
                  cpu: list[float] | None = None, decision_ms: list[float] | None = None) -> dict[str, PolicyLosses]:
    """Each policy's losses in its own seeded games (`played`): every `every`-th unforced decision of each game
    reviewed as the analysis reviews it (its seed, its settings); `cpu` collects each game's review CPU s and
    `decision_ms` each decision's CPU ms (every == 1: whole games)."""
    engine = load_engine(game)
    out = {policy: PolicyLosses() for policy in POLICIES}
    for seed in shown(f"{game}: games reviewed", " games")(seeds, len(seeds)):
        raw, policies = played(game, seed)
        started = time.process_time()
        if every == 1:
            reviewed = analyse(engine, raw, settings, spent_ms=decision_ms)  # judged against the ceiling, below
            for decision in reviewed["decisions"]:
                if not decision["forced"]:
                    out[policies[decision["seat"]]].add(decision["loss"], decision["stake"])
        else:
            rules, record, decisions = replayed_decisions(engine, raw)
            search = review_search_of(rules)
            worlds, check_worlds = settings.per_decision(len(decisions))
            unforced = [d for d in decisions if len(rules.legal(d.state, d.seat)) > 1]
            for d in unforced[::every]:
                review = reviewed_decision(rules, search, d, record.revealed_seed["seed"], worlds, check_worlds)
                out[policies[d.seat]].add(review.loss, review.stake)
        if cpu is not None:
            cpu.append(time.process_time() - started)
    return out


def same_positions(game: str, seeds: list[int], settings: AnalysisSettings, every: int) -> dict[str, PolicyLosses]:
    """Each policy's signed losses in the same positions (every `every`-th unforced decision of the games
    `played` on `seeds`): the command each policy would play there, all valued against one pick on the same
    worlds (shared.domain.review.compare_commands), so the positions' stakes weigh on the three alike (and their
    loss shares order as their average losses do: one denominator)."""
    engine = load_engine(game)
    out = {policy: PolicyLosses() for policy in POLICIES}
    for seed in shown(f"{game}: positions compared", " games")(seeds, len(seeds)):
        rules, record, decisions = replayed_decisions(engine, played(game, seed)[0])
        search = review_search_of(rules)
        worlds, check_worlds = settings.per_decision(len(decisions))
        unforced = [d for d in decisions if len(rules.legal(d.state, d.seat)) > 1]
        for d in unforced[::every]:
            draws = f"{record.revealed_seed['seed']}:same-positions:{d.version}"
            commands = [rules.bot_command(d.state, d.seat, policy, random.Random(f"{draws}:{policy}"))
                        for policy in POLICIES]
            losses, stake = compare_commands(rules, search, d.state, d.seat, commands, random.Random(draws), worlds,
                                             check_worlds)
            for policy, loss in zip(POLICIES, losses, strict=True):
                out[policy].add(loss, stake)
    return out


def ordered(losses: dict[str, PolicyLosses]) -> bool:
    """The review's judgement is right: random gives up a larger share of its stakes than heuristic, and
    heuristic than strong."""
    return in_order({policy: mine.share for policy, mine in losses.items()})


def in_order(figures: dict[str, float]) -> bool:
    """random's figure above heuristic's, heuristic's above strong's."""
    return figures["random"] > figures["heuristic"] > figures["strong"]


def standard_error(values: list[float]) -> float:
    return statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0


def judge(report: BenchReport, game: str, seeds: list[int], settings: AnalysisSettings, every: int) -> None:
    """Each policy in its own games (loss share, judged; average loss in points, reported) and in the same
    positions (average loss in points, judged): docs/ANALYSIS.md "Why the same positions"."""
    seconds: list[float] = []
    decision_ms: list[float] = []
    losses = policy_losses(game, seeds, settings, cpu=seconds, decision_ms=decision_ms)
    decisions = sum(len(p.losses) for p in losses.values())
    unit = review_search_of(load_engine(game)).unit
    report.info(f"{game}: review CPU s per game", statistics.mean(seconds),
                detail=f"seeds {seeds[0]}-{seeds[-1]}, {settings.worlds} + {settings.check_worlds} worlds a "
                       "decision at most")
    report.info(f"{game}: review CPU ms per unforced decision", 1000 * sum(seconds) / max(1, decisions))
    report.figure(f"{game}: review CPU ms of the slowest decision", max(decision_ms), "<=",
                  Config.analysis_decision_cpu_ms,
                  fmt="{:,.0f}", detail=f"{len(decision_ms)} decisions (forced ones cost next to nothing); the server's "
                                        "per-decision ceiling, ANALYSIS_DECISION_CPU_MS")
    for policy in POLICIES:
        mine = losses[policy]
        report.info(f"{game}: loss share of {policy}", mine.share, fmt="{:,.3f}",
                    detail=f"{len(mine.losses)} decisions; average loss {mine.average_loss:.3f} ± "
                           f"{standard_error(mine.losses):.3f} (standard error), average stake "
                           f"{statistics.mean(mine.stakes) if mine.stakes else 0:.3f} ({unit})")
    for name, in_that_order in (("loss share", ordered(losses)),
                                ("average loss", in_order({p: m.average_loss for p, m in losses.items()}))):
        report.info(f"{game}: random > heuristic > strong ({name}, own games)", 1.0 if in_that_order else 0.0,
                    fmt="{:.0f}", detail="reported, not judged: what the positions put at stake differs, down to "
                                         "nothing (docs/ANALYSIS.md \"Why the same positions\")")
    compared = same_positions(game, seeds, settings, every)
    averages = {policy: mine.average_loss for policy, mine in compared.items()}
    for policy in POLICIES:
        mine = compared[policy]
        report.info(f"{game}: average loss of {policy} (same positions)", averages[policy], fmt="{:,.3f}",
                    detail=f"{len(mine.losses)} positions (one unforced decision in {every}), ± "
                           f"{standard_error(mine.losses):.3f} ({unit}); loss share {mine.share:.3f}")
    gaps = [[a - b for a, b in zip(compared[worse].losses, compared[better].losses, strict=True)]
            for worse, better in (("random", "heuristic"), ("heuristic", "strong"))]
    report.figure(f"{game}: random > heuristic > strong (average loss and loss share, same positions)",
                  1.0 if in_order(averages) and ordered(compared) else 0.0, ">=", 1.0, fmt="{:.0f}",
                  detail=f"1: in that order; random - heuristic {statistics.mean(gaps[0]):.3f} ± "
                         f"{standard_error(gaps[0]):.3f}, heuristic - strong {statistics.mean(gaps[1]):.3f} ± "
                         f"{standard_error(gaps[1]):.3f} {unit} (paired)")


class HumanPacedPlay:
    """Commands of human-paced play (a command, its projection and webhook outbox, inline) on games of one kind
    in this process, three human seats, timed one by one; a new game when one ends. A webhook endpoint listens
    to every game, so each command writes its deliveries to the outbox too (inline dispatch sends none: they
    wait in the outbox, as they would for the webhooks' worker)."""

    def __init__(self, game: str):
        self.client, self.headers = bench_app(game, webhook_block_private=False)
        hook = self.client.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/hook", "events": list(GAME_KINDS)},
                                headers=self.headers)
        assert hook.status_code == 201, hook.json
        self.game_id, self.tokens, self.games = None, [], 0

    def _new_game(self) -> None:
        players = [{"name": f"h{i}", "kind": "human"} for i in range(3)]
        game = self.client.post("/v1/games", json={"players": players, "seed": self.games},
                                headers=self.headers).json
        self.games += 1
        self.game_id, self.tokens = game["game_id"], [seat["token"] for seat in game["seats"]]

    def round_trips(self, moves: int) -> list[float]:
        timings: list[float] = []
        while len(timings) < moves:
            view = self.client.get(f"/v1/games/{self.game_id}", headers=self.headers).json if self.game_id else None
            if view is None or view["status"] == "finished":
                self._new_game()
                continue
            auth = {**self.headers, "Authorization": f"Bearer {self.tokens[view['pending'][0]]}"}
            legal = self.client.get(f"/v1/games/{self.game_id}/legal", headers=auth).json
            body = dict(legal["commands"][0], expected_version=legal["version"])
            started = time.perf_counter()
            response = self.client.post(f"/v1/games/{self.game_id}/commands", json=body, headers=auth)
            timings.append(time.perf_counter() - started)
            assert response.status_code == 201, response.json
        return timings


def own_queue() -> bool:
    """The review's task goes to the analysis queue, which the analysis worker alone consumes: no worker of
    moves (the automated seats), projections, archival or webhooks ever takes a review."""
    from shared.base.config import Config
    from shared.bus.queues import ANALYSE_GAME, ANALYSIS, ROUTES, queue_name
    from shared.tools.cli import WORKER_KINDS, celery_worker_argv

    analysis_queue = queue_name(Config(), ANALYSIS)

    def consumed(kind: str) -> set[str]:
        argv = celery_worker_argv(kind)
        return set(argv[argv.index("-Q") + 1].split(","))

    others = [kind for kind in (*WORKER_KINDS, ARCHIVAL) if kind != ANALYSIS]
    return (ROUTES[ANALYSE_GAME] == ANALYSIS and consumed(ANALYSIS) == {analysis_queue}
            and all(analysis_queue not in consumed(kind) for kind in others))


def _cpu_seconds(pid: int) -> float:
    """A running process's CPU seconds so far (user and system, /proc/PID/stat), 0 where /proc is missing."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime, stime: fields 14 and 15


def isolation(report: BenchReport, moves_game: str, reviewed_game: str, blocks: int = ISOLATION_BLOCKS) -> None:
    """Moves with a review running beside them (a process at the analysis worker's priority, set by the same
    shared.workers.analysis_priority.yield_cpu_to_moves as `tabletop worker analysis`) and without it (the same
    process stopped: SIGSTOP), in many short alternating blocks, so a change in the machine's other load during
    the run weighs on both sides alike."""
    play = HumanPacedPlay(moves_game)
    play.round_trips(20)  # warm: the app, its caches, the first game
    raw, _ = played(reviewed_game, 1)
    with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False) as export:
        export.write("\n".join(json.dumps(envelope) for envelope in raw))
    review = subprocess.Popen([sys.executable, "-c", "from shared.workers.analysis_priority import "
                               "yield_cpu_to_moves; yield_cpu_to_moves(); from shared.tools.cli import main; main()",
                               "analyse", export.name, "--json"], stdout=subprocess.DEVNULL)
    alone: list[float] = []
    beside: list[float] = []
    review_cpu = beside_wall = 0.0
    try:
        time.sleep(1.0)  # the review is under way (its replay done, its search running)
        idle = runs_idle(review.pid)
        for _ in range(blocks):
            review.send_signal(signal.SIGSTOP)
            alone += play.round_trips(ISOLATION_MOVES // blocks)
            review.send_signal(signal.SIGCONT)
            cpu_before, wall_before = _cpu_seconds(review.pid), time.perf_counter()
            beside += play.round_trips(ISOLATION_MOVES // blocks)
            review_cpu += _cpu_seconds(review.pid) - cpu_before
            beside_wall += time.perf_counter() - wall_before
        running = review.poll() is None
    finally:
        review.kill()
        review.wait()
        os.unlink(export.name)
    report.figure("review on a queue only the analysis worker consumes", 1.0 if own_queue() else 0.0, ">=", 1.0,
                  fmt="{:.0f}", detail="shared.bus.queues.ROUTES and each worker kind's -Q")
    report.figure("review at the analysis worker's priority: SCHED_IDLE", 1.0 if idle else 0.0, ">=", 1.0,
                  fmt="{:.0f}", detail="shared.workers.analysis_priority: it runs only on a CPU nothing else wants")
    report.info("move round trip alone (ms, median)", 1000 * statistics.median(alone),
                detail="a command with its projection and its webhook outbox, inline")
    report.info("review's CPU beside the moves (share of one CPU)", review_cpu / max(beside_wall, 1e-9),
                detail=f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: what the others left it")
    report.figure("move round trip beside a running review / alone", statistics.median(beside)
                  / statistics.median(alone), "<=", 1.25,
                  detail=f"{1000 * statistics.median(beside):.2f} ms, {blocks} alternating blocks of "
                         f"{ISOLATION_MOVES // blocks} moves; the review {'ran' if running else 'ENDED'} all along")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="review_bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=int(os.environ.get("REVIEW_BENCH_SEEDS", "3")),
                        help="games per kind")
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED)
    parser.add_argument("--worlds", type=int, default=AnalysisSettings().worlds)
    parser.add_argument("--check-worlds", type=int, default=AnalysisSettings().check_worlds)
    reviewed = reviewed_games()
    parser.add_argument("--games", nargs="*", default=reviewed)
    parser.add_argument("--moves-game", default=reviewed[-1] if reviewed else None)
    parser.add_argument("--every-position", type=int, default=POSITIONS_EVERY,
                        help="one unforced decision in N is a position where the policies are compared")
    parser.add_argument("--no-isolation", action="store_true")
    args = parser.parse_args(argv)
    report = BenchReport("review")
    settings = AnalysisSettings(worlds=args.worlds, check_worlds=args.check_worlds)
    seeds = list(range(args.first_seed, args.first_seed + args.seeds))
    for game in args.games:
        judge(report, game, seeds, settings, args.every_position)
    if not args.no_isolation:
        isolation(report, args.moves_game, reviewed[0])
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
