"""A diagnostic, not a policy (issue 39): what version 3's departures from the heuristic are worth, judged on the
real cards.

The bench's games (strength_trial's seats, seeds and randomness), version 3 in the seat seed % players. At every
decision of that seat with more than one candidate and the heuristic's choice among them, the challenger is the best
other candidate by the search's first-stage means (whether or not it beat the heuristic's choice there), and the real
state is played on from there after the heuristic's choice, after the challenger and (when it is neither) after
version 3's own command, every seat then the heuristic, to the game's end. The game's draws are seeded by the event's
number (rng_for), and the play-ons reuse those seeds; the order of simultaneous decisions and the heuristic's own
draws come from one generator seeded alike for each play-on. The other seats play the heuristic, which given its
cards is nearly deterministic, so each play-on is close to what would have followed had the seat played the heuristic
from then on. Its worth: the seat's share of the win and its vp minus the best other seat's. The search never sees
these play-ons; they cheat, to judge it.

Each line of the output (JSON) is one such decision: the seed, round, phase, the search's figures (first-stage
means, the per-world differences' mean and standard error at the last look, the looks played, the verdict) and the
play-ons' worth.

    python -m services.modern_society.departure_oracle_diagnostic START GAMES OUT.jsonl
    python -m services.modern_society.departure_oracle_diagnostic --summary OUT.jsonl...
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import time

from shared.domain.engine import RuleViolation, detached, fold, rng_for
from shared.domain.ismcts import _key, root_candidates
from shared.domain.policy_versions import _seeing_a_world
from shared.tools.strength_bench import load_engine

from .rules.strong import determinize
from .rules.strong_v3 import CONFIRM_WORLDS, FIRST_WORLDS, LOOKS, RACE_SETTINGS, _mean, look, played_on

PLAYERS = 5


def searched(engine, state: dict, seat: int, rng: random.Random) -> tuple[dict, dict]:
    """strong_v3.strong_command's choice (the same draws in the same order) and what its search saw."""
    legal, preferred = root_candidates(engine, RACE_SETTINGS, state, seat, rng)
    if len(legal) == 1:
        return legal[0], {}
    prior = next((i for i, c in enumerate(legal) if _key(c) == preferred), None)
    rows = []
    for _ in range(max(1, -(-FIRST_WORLDS // len(legal)))):
        world = RACE_SETTINGS.determinize(state, seat, rng)
        rows.append(played_on(engine, state, seat, legal, world, rng.getrandbits(64)))
    means = [_mean([row[i] for row in rows]) for i in range(len(legal))]
    if prior is None:
        return legal[max(range(len(legal)), key=lambda i: means[i])], {}
    challenger = max((i for i in range(len(legal)) if i != prior), key=lambda i: means[i])
    info = {"candidates": len(legal), "prior": legal[prior], "challenger": legal[challenger],
            "first_means": [means[prior], means[challenger]], "looks": 0}
    if means[challenger] <= means[prior]:
        return legal[prior], {**info, "verdict": "first stage"}
    pair = [legal[challenger], legal[prior]]
    differences = [row[challenger] - row[prior] for row in rows if not math.isnan(row[challenger] - row[prior])]
    for count in range(1, LOOKS + 1):
        for _ in range(CONFIRM_WORLDS):
            world = RACE_SETTINGS.determinize(state, seat, rng)
            both = played_on(engine, state, seat, pair, world, rng.getrandbits(64))
            if not math.isnan(both[0] - both[1]):
                differences.append(both[0] - both[1])
        verdict = look(differences)
        info.update(looks=count, mean=statistics.fmean(differences),
                    error=statistics.stdev(differences) / math.sqrt(len(differences)))
        if verdict is not None:
            return (legal[challenger] if verdict else legal[prior]), {**info, "verdict": "depart" if verdict else "stay"}
    return legal[prior], {**info, "verdict": "open"}


def played_to_the_end(engine, state: dict, events: int, seat: int, command: dict, seed: int) -> dict:
    """The real state played on after `command`, every seat the heuristic: the seat's win share and vp margin."""
    world = detached(state)
    count = events
    try:
        decided = engine.decide(world, seat, command, rng_for(seed, count + 1))
    except RuleViolation:
        return {"win": math.nan, "margin": math.nan}
    for event in decided:
        count += 1
        world = engine.evolve(world, event)
    movers = random.Random(f"{seed}:{events}:oracle")
    while not engine.is_over(world):
        pending = engine.pending(world)
        mover = pending[movers.randrange(len(pending))]
        chosen = engine.bot_command(world, mover, "heuristic", random.Random(movers.random()))
        for event in engine.decide(world, mover, chosen, rng_for(seed, count + 1)):
            count += 1
            world = engine.evolve(world, event)
    result = engine.score(world)
    winners = result["winners"]
    totals = {p["seat"]: p["total"] for p in result["players"]}
    return {"win": 1 / len(winners) if seat in winners else 0.0,
            "margin": totals[seat] - max(t for s, t in totals.items() if s != seat)}


def play(seed: int, out) -> float:
    """One bench game of `seed` (strength_trial's loop), version 3 in the seat, its open decisions judged."""
    engine = load_engine("modern_society")
    seat = seed % PLAYERS
    policies = {s: "heuristic" for s in range(PLAYERS)}
    policies[seat] = "strong"
    table = [{"name": f"p{s}", "kind": "bot", "policy": policies[s]} for s in range(PLAYERS)]
    events = list(engine.new_game(table, {}, random.Random(f"{seed}:setup")))
    state = fold(engine, events)
    rng = random.Random(seed)
    info_box: dict = {}

    def recording(engine, world, mover, decision):
        command, info = searched(engine, world, mover, decision)
        info_box.clear()
        info_box.update(info)
        return command

    chooser = _seeing_a_world(recording, determinize)
    while not engine.is_over(state):
        pending = engine.pending(state)
        mover = pending[rng.randrange(len(pending))]
        decision = random.Random(rng.random())
        if mover == seat:
            command = chooser(engine, state, mover, decision)
            if info_box.get("challenger") is not None:
                judged = {"prior": info_box["prior"], "challenger": info_box["challenger"]}
                if _key(command) not in {_key(c) for c in judged.values()}:
                    judged["chosen"] = command
                worth = {name: played_to_the_end(engine, state, len(events), seat, c, seed)
                         for name, c in judged.items()}
                line = {"seed": seed, "round": state["round"], "phase": state["phase"],
                        "departed": _key(command) != _key(info_box["prior"]),
                        **{k: v for k, v in info_box.items() if k not in ("prior", "challenger")},
                        "prior": info_box["prior"], "challenger": info_box["challenger"], "worth": worth}
                out.write(json.dumps(line) + "\n")
                out.flush()
        else:
            command = engine.bot_command(state, mover, policies[mover], decision)
        for event in engine.decide(state, mover, command, rng_for(seed, len(events) + 1)):
            events.append(event)
            state = engine.evolve(state, event)
    winners = engine.score(state)["winners"]
    return 1 / len(winners) if seat in winners else 0.0


def summary(paths: list[str]) -> None:
    lines = [json.loads(line) for path in paths for line in open(path)]
    print(f"{len(lines)} decisions with a challenger, {len({x['seed'] for x in lines})} games")

    def gain(rows, key, a, b):
        diffs = [r["worth"][a][key] - r["worth"][b][key] for r in rows
                 if a in r["worth"] and not math.isnan(r["worth"][a][key] - r["worth"][b][key])]
        if len(diffs) < 2:
            return f"{len(diffs)} rows"
        return (f"{statistics.fmean(diffs):+.3f} (se {statistics.stdev(diffs) / math.sqrt(len(diffs)):.3f}, "
                f"n {len(diffs)}, +{sum(d > 0 for d in diffs)}/-{sum(d < 0 for d in diffs)})")

    groups: dict[str, list] = {}
    for r in lines:
        groups.setdefault(f"{r['verdict']}", []).append(r)
        groups.setdefault(f"{r['verdict']} {r['phase']}", []).append(r)
    for name in sorted(groups):
        rows = groups[name]
        print(f"{name:24} {len(rows):5}  challenger-prior win {gain(rows, 'win', 'challenger', 'prior')}"
              f"  margin {gain(rows, 'margin', 'challenger', 'prior')}")
    tested = [r for r in lines if r["verdict"] in ("depart", "stay", "open")]
    for low, high in ((-math.inf, 0), (0, 1), (1, 2), (2, 2.5), (2.5, 3), (3, 4), (4, math.inf)):
        rows = [r for r in tested if low <= r["mean"] / max(r["error"], 1e-12) < high]
        print(f"last look's z in [{low}, {high}) {len(rows):5}  challenger-prior win "
              f"{gain(rows, 'win', 'challenger', 'prior')}  margin {gain(rows, 'margin', 'challenger', 'prior')}")


def main(argv: list[str]) -> int:
    if argv[0] == "--summary":
        summary(argv[1:])
        return 0
    start, games, path = int(argv[0]), int(argv[1]), argv[2]
    with open(path, "a") as out:
        for seed in range(start, start + games):
            began = time.time()
            won = play(seed, out)
            print(f"seed {seed}: {won} ({time.time() - began:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
