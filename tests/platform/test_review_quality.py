"""Issue 35 point 4: the review judged on its quality.

* A constructed case where one command is clearly worse: in Modern Society's last round, passing instead of
  buying an affordable Law throws the Law's vp away (the play-out reaches the game's end, so nothing is left to
  guess), and the review marks it.
* The policies compared where they decide alike (the positions of games at a table of a random, a heuristic and
  a strong bot, as the bench plays them): the command each policy would play there, valued against the same
  pick on the same worlds with the server's default settings; the random bot's lose more on average than the
  heuristic's, and the heuristic's more than the strong bot's, in the game's points and in share of the
  stakes. In their own games the policies' figures are reported by `make bench PART=review`, not judged
  (docs/ANALYSIS.md "Why the same positions").
"""

from __future__ import annotations

import random

import pytest

from services.modern_society.rules.components import LAWS
from shared.audit.analysis import AnalysisSettings, replayed_decisions
from shared.domain.registry import load_engine
from shared.domain.review import review_decision, review_search_of
from shared.tools.review_bench import heuristic_game, in_order, ordered, same_positions


def test_passing_an_affordable_law_in_the_last_round_is_marked_at_the_laws_worth():
    engine = load_engine("modern_society")
    found = []
    for seed in (1, 2, 3):
        rules, _record, decisions = replayed_decisions(engine, heuristic_game("modern_society", seed))
        search = review_search_of(rules)
        last_round = max(d.state["round"] for d in decisions)
        for d in decisions:
            if d.state["round"] == last_round and d.command["type"] == "buy_law":
                passing = review_decision(rules, search, d.state, d.seat, {"type": "pass"}, random.Random(seed), 1, 1)
                buying = review_decision(rules, search, d.state, d.seat, d.command, random.Random(seed), 1, 1)
                found.append((LAWS[d.command["law"]]["vp"], passing, buying))
    assert found, "a seeded game buys a Law in its last round"
    for vp, passing, buying in found:
        assert buying.loss == 0 and buying.mark is None
        assert passing.loss == pytest.approx(vp) and passing.mark is not None
        assert passing.best["type"] == "buy_law"


# game -> (seeds, every how many unforced decisions is a position compared): the seeds are the test's own (the
# method was chosen on seeds 1-3 and 101-106, the bench reports 301 on). Each position costs a review of up to
# five commands and a strong bot's decision. The strong bot mostly plays the heuristic's choice (its play-outs
# overrule it by a margin only), so the gap between the two rests on the few positions where they differ: one
# position in three where a review costs most (on seeds 101-102, one in six left that gap at 1.2 standard
# errors), every other one in Modern Society.
POSITIONS = {"academic_society": ((201, 202), 3), "royal_archeology": ((201, 202), 3),
             "modern_society": ((201, 202, 203), 2)}


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_in_the_same_positions_random_loses_more_than_heuristic_and_heuristic_than_strong(game):
    """In points and in share of the stakes. Each policy's own decisions are not comparable: their positions put
    different amounts at stake, down to nothing (the random bot's in Modern Society on these seeds: 0.012 vp a
    decision, so its loss share there is noise over nearly nothing: docs/ANALYSIS.md "Why the same positions").
    So the policies are compared where they decide alike: each position of the games, the command each policy
    would play there, valued against the same pick on the same worlds; one stake per position, so the shares
    order as the average losses do, over stakes that add up to something."""
    seeds, every = POSITIONS[game]
    losses = same_positions(game, list(seeds), AnalysisSettings(), every)
    averages = {policy: round(mine.average_loss, 3) for policy, mine in losses.items()}
    shares = {policy: round(mine.share, 3) for policy, mine in losses.items()}
    assert len(losses["random"].losses) >= 40, len(losses["random"].losses)
    assert sum(losses["random"].stakes) > 0
    assert in_order(averages), averages
    assert ordered(losses), shares
