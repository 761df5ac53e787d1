"""Issue 35 point 4: the review judged on its quality.

* A constructed case where one command is clearly worse: in Modern Society's last round, passing instead of
  buying an affordable Law throws the Law's vp away (the play-out reaches the game's end, so nothing is left to
  guess), and the review marks it.
* The policies, compared on the same positions: at positions of seeded all-heuristic games, the command each
  bot policy would choose there is reviewed with the same determinizations (the same review seed). The random
  policy's commands lose more on average than the heuristic's, and the heuristic's more than the strong bot's.
  (The bench, `make bench PART=review`, compares the policies' own games too: docs/ANALYSIS.md.)

Small budgets (one determinization, 16 to 30 positions a game) keep this under a minute.
"""

from __future__ import annotations

import random
import statistics

import pytest

from services.modern_society.rules.components import LAWS
from shared.audit.analysis import replayed_decisions
from shared.domain.registry import load_engine
from shared.domain.review import review_decision, review_search_of
from shared.tools.review_bench import heuristic_game, same_position_losses


def test_passing_an_affordable_law_in_the_last_round_is_marked_at_the_laws_worth():
    engine = load_engine("modern_society")
    found = []
    for seed in (1, 2, 3):
        rules, _record, decisions = replayed_decisions(engine, heuristic_game("modern_society", seed))
        search = review_search_of(rules)
        last_round = max(d.state["round"] for d in decisions)
        for d in decisions:
            if d.state["round"] == last_round and d.command["type"] == "buy_law":
                passing = review_decision(rules, search, d.state, d.seat, {"type": "pass"}, random.Random(seed), 1)
                buying = review_decision(rules, search, d.state, d.seat, d.command, random.Random(seed), 1)
                found.append((LAWS[d.command["law"]]["vp"], passing, buying))
    assert found, "a seeded game buys a Law in its last round"
    for vp, passing, buying in found:
        assert buying.loss == 0 and buying.mark is None
        assert passing.loss == pytest.approx(vp) and passing.mark is not None
        assert passing.best["type"] == "buy_law"


# game -> (seeds, positions per game): more positions where a decision has fewer options (Modern Society).
SAMPLES = {"academic_society": ((1, 2), 16), "royal_archeology": ((1, 2), 16), "modern_society": ((1, 2, 3), 30)}


@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_on_the_same_positions_random_loses_more_than_heuristic_and_heuristic_more_than_strong(game):
    seeds, positions = SAMPLES[game]
    means = {policy: statistics.mean(values)
             for policy, values in same_position_losses(game, list(seeds), positions, 1).items()}
    assert means["random"] > means["heuristic"] > means["strong"], means
