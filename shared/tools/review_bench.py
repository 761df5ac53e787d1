"""The game review's bench (`make bench PART=review`): its cost, its judgement, and that it slows no move.

    python -m shared.tools.review_bench [--seeds N] [--worlds N] [--games GAME ...] [--moves-game GAME]

1. Cost and judgement: for each game kind (every hosted game that seats three and has the three policies),
   seeded games at a table of three bots (random, heuristic, strong; the seats rotate with the seed, so no
   policy keeps the first seat), each played in process and reviewed with
   the server's default settings (shared.audit.analysis.AnalysisSettings). Reported per kind: the review's CPU
   seconds per game and per decision, and the average loss of each policy's decisions over all its games. The
   review is judged right when random loses more than heuristic, and heuristic more than strong.
   Then the same on the same positions (`same_position_losses`): at positions of seeded all-heuristic games,
   the command each policy would choose there, reviewed with the same determinizations: the positions a
   policy reaches (a random seat's are often lost causes, where little is left to lose) no longer weigh in.
2. Isolation: the round trip of a move (a command through a game service, with its projection and webhook
   outbox inline; on the last hosted game, or --moves-game's) while a review (of a game of the first) runs
   in another process at the analysis worker's priority (`tabletop worker analysis` runs at nice
   ANALYSIS_NICENESS) and while that process is stopped, in alternating blocks: the
   ratio of the medians. Run the bench at normal priority (a niced bench leaves the review little to yield).
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
from typing import Any

from shared.audit.analysis import AnalysisSettings, analyse, replayed_decisions
from shared.base.progress import shown
from shared.domain.registry import available_games, load_engine
from shared.domain.review import review_decision, review_search_of
from shared.tools.bench_report import BenchReport
from shared.tools.cli import ANALYSIS_NICENESS

POLICIES = ("random", "heuristic", "strong")
ISOLATION_MOVES = 300


def reviewed_games() -> list[str]:
    """The hosted games the bench reviews: those that seat three (a table of the three policies, no options)."""
    return [game for game in available_games()
            if load_engine(game).min_players <= len(POLICIES) <= load_engine(game).max_players
            and set(POLICIES) <= set(load_engine(game).bot_policies)]


def bench_app(game: str, **settings):
    """A game service in this process (fakeredis, inline dispatch) and the headers of a client it knows."""
    import fakeredis

    from shared.app.clients import DEFAULT_SCOPES, HEADER
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


def same_position_losses(game: str, seeds: list[int], positions: int, worlds: int) -> dict[str, list[float]]:
    """At `positions` evenly spaced unforced positions of each seeded heuristic game, every policy's command
    there reviewed on the same determinizations (the same review seed): each policy's losses."""
    engine = load_engine(game)
    losses: dict[str, list[float]] = {policy: [] for policy in POLICIES}
    for seed in shown(f"{game}: same positions reviewed", " games")(seeds, len(seeds)):
        rules, _record, decisions = replayed_decisions(engine, heuristic_game(game, seed))
        search = review_search_of(rules)
        unforced = [d for d in decisions if len(rules.legal(d.state, d.seat)) > 1]
        for d in unforced[:: max(1, len(unforced) // positions)][:positions]:
            for policy in POLICIES:
                command = rules.bot_command(d.state, d.seat, policy, random.Random(f"{seed}:{d.version}:{policy}"))
                review = review_decision(rules, search, d.state, d.seat, command,
                                         random.Random(f"{seed}:review:{d.version}"), worlds)
                losses[policy].append(review.loss)
    return losses


def losses_by_policy(result: dict[str, Any], policies: list[str]) -> dict[str, list[float]]:
    """Every unforced decision's loss, by the policy of the seat that made it."""
    out: dict[str, list[float]] = {policy: [] for policy in POLICIES}
    for decision in result["decisions"]:
        if not decision["forced"]:
            out[policies[decision["seat"]]].append(decision["loss"])
    return out


def judge(report: BenchReport, game: str, seeds: int, settings: AnalysisSettings) -> None:
    engine = load_engine(game)
    losses: dict[str, list[float]] = {policy: [] for policy in POLICIES}
    seconds, per_decision = [], []
    for seed in shown(f"{game}: games reviewed", " games")(range(1, seeds + 1)):
        raw, policies = played(game, seed)
        started = time.process_time()
        result = analyse(engine, raw, settings)
        spent = time.process_time() - started
        seconds.append(spent)
        per_decision.append(1000 * spent / max(1, len(result["decisions"])))
        for policy, values in losses_by_policy(result, policies).items():
            losses[policy] += values
    report.info(f"{game}: review CPU s per game", statistics.mean(seconds),
                detail=f"{seeds} games, {settings.worlds} worlds a decision at most")
    report.info(f"{game}: review CPU ms per decision", statistics.mean(per_decision))
    means = {policy: statistics.mean(values) if values else 0.0 for policy, values in losses.items()}
    for policy in POLICIES:
        report.info(f"{game}: average loss of {policy}", means[policy], fmt="{:,.3f}",
                    detail=f"{len(losses[policy])} decisions")
    ordered = means["random"] > means["heuristic"] > means["strong"]
    report.figure(f"{game}: random > heuristic > strong", 1.0 if ordered else 0.0, ">=", 1.0, fmt="{:.0f}",
                  detail="1: the average losses are in that order")
    paired = same_position_losses(game, list(range(1, seeds + 2)), 30, settings.worlds)
    means = {policy: statistics.mean(values) for policy, values in paired.items()}
    report.line("on the same positions, average loss: " + ", ".join(f"{p} {means[p]:.3f}" for p in POLICIES)
                + f" ({len(paired['random'])} positions)")
    ordered = means["random"] > means["heuristic"] > means["strong"]
    report.figure(f"{game}: random > heuristic > strong on the same positions", 1.0 if ordered else 0.0, ">=",
                  1.0, fmt="{:.0f}", detail="1: the average losses are in that order")


class HumanPacedPlay:
    """Commands of human-paced play (a command, its projection and webhook outbox, inline) on games of one kind
    in this process, three human seats, timed one by one; a new game when one ends."""

    def __init__(self, game: str):
        self.client, self.headers = bench_app(game)
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


def isolation(report: BenchReport, moves_game: str, reviewed_game: str, blocks: int = 6) -> None:
    """Moves with a review running beside them (a process at the analysis worker's niceness, as `tabletop worker
    analysis` runs) and without it (the same process stopped: SIGSTOP), in alternating blocks, so a change in
    the machine's other load during the run weighs on both sides alike."""
    play = HumanPacedPlay(moves_game)
    play.round_trips(20)  # warm: the app, its caches, the first game
    raw, _ = played(reviewed_game, 1)
    with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False) as export:
        export.write("\n".join(json.dumps(envelope) for envelope in raw))
    review = subprocess.Popen([sys.executable, "-c", f"import os; os.nice({ANALYSIS_NICENESS}); "
                               "from shared.tools.cli import main; main()", "analyse", export.name, "--json"],
                              stdout=subprocess.DEVNULL)
    alone: list[float] = []
    beside: list[float] = []
    try:
        time.sleep(1.0)  # the review is under way (its replay done, its search running)
        for _ in range(blocks):
            review.send_signal(signal.SIGSTOP)
            alone += play.round_trips(ISOLATION_MOVES // blocks)
            review.send_signal(signal.SIGCONT)
            beside += play.round_trips(ISOLATION_MOVES // blocks)
        running = review.poll() is None
    finally:
        review.kill()
        review.wait()
        os.unlink(export.name)
    report.info("move round trip alone (ms, median)", 1000 * statistics.median(alone))
    report.figure("move round trip beside a running review / alone", statistics.median(beside)
                  / statistics.median(alone), "<=", 1.25,
                  detail=f"{1000 * statistics.median(beside):.2f} ms, {blocks} alternating blocks; the review "
                         f"{'ran' if running else 'ENDED'} all along")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="review_bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=int(os.environ.get("REVIEW_BENCH_SEEDS", "2")))
    parser.add_argument("--worlds", type=int, default=AnalysisSettings().worlds)
    reviewed = reviewed_games()
    parser.add_argument("--games", nargs="*", default=reviewed)
    parser.add_argument("--moves-game", default=reviewed[-1] if reviewed else None)
    parser.add_argument("--no-isolation", action="store_true")
    args = parser.parse_args(argv)
    report = BenchReport("review")
    settings = AnalysisSettings(worlds=args.worlds)
    for game in args.games:
        judge(report, game, args.seeds, settings)
    if not args.no_isolation:
        isolation(report, args.moves_game, reviewed[0])
    return report.finish()


if __name__ == "__main__":
    sys.exit(main())
