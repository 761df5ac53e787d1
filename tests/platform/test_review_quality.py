"""Issue 35 point 4: the review judged on its quality.

* A constructed case where one command is clearly worse: in Modern Society's last round, passing instead of
  buying an affordable Law throws the Law's vp away (the play-out reaches the game's end, so nothing is left to
  guess), and the review marks it.
* The same in Academic Society: in the last round's Phase 5, declining a Treatise tile that turns Theories into
  Influence ("Spend 2 of the Theories shown on the tile ... and gain 4 Influence"; "Spend 1 ... and gain 2
  Influence") gives that Influence up for Theories that score nothing at the game's end, which follows this
  round's Phase 6; the loss is the tile's Influence, marked by the game's thresholds.
* The same in The Royal Society of Archeology: at the final scoring, choosing the Study card that gives less
  Science, when Science is the lower marker ("Their least advanced Society marker indicates their final
  score"), loses the points that card gives up, at least; the review marks it and its best is the other card.
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

from services.academic_society.rules.components import TILES
from services.modern_society.rules.components import LAWS
from shared.audit.analysis import AnalysisSettings, replayed_decisions
from shared.domain.engine import detached
from shared.domain.ismcts import apply
from shared.domain.registry import load_engine
from shared.domain.review import MARK_NAMES, review_decision, review_search_of
from shared.tools.review_bench import heuristic_game, in_order, ordered, same_positions


def seeded_games(game: str, seeds=(1, 2, 3)):
    """(rules, review search, seed, decisions) of each seeded heuristic game (the bench's `heuristic_game`),
    replayed as the analysis replays it: where the constructed cases look for their positions."""
    engine = load_engine(game)
    for seed in seeds:
        rules, _record, decisions = replayed_decisions(engine, heuristic_game(game, seed))
        yield rules, review_search_of(rules), seed, decisions


def test_passing_an_affordable_law_in_the_last_round_is_marked_at_the_laws_worth():
    found = []
    for rules, search, seed, decisions in seeded_games("modern_society"):
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


def test_declining_a_treatise_that_turns_theories_into_influence_in_the_last_round_is_marked_at_its_influence():
    """Academic Society, Phase 5 of round 7 (the last: "The game lasts 7 rounds"; Phase 6 then ends it). A tile
    that spends Theories for Influence (Mathematics Treatise tiles: "Spend 2 of the Theories shown on the tile
    ... and gain 4 Influence"; Mathematics and Physics ones: "Spend 1 of the Theories shown on the tile and
    gain 2 Influence") is a yes/no decision (RULES_NOTES.md, interpretation 11). Theories left at the end score
    nothing ("Scoring": the Influence track, the Authority track, the Sabbatical track, the Treatise tiles;
    Theories only break a tie), so declining gives the tile's Influence up and nothing back: the play-out
    reaches the final scoring, and the loss is exactly that Influence (REVIEW's marks: 2 an inaccuracy, 4 a
    mistake). Seeds 1-3: five such tiles, two of 4 Influence and three of 2."""
    found = []
    for rules, search, seed, decisions in seeded_games("academic_society"):
        last_round = max(d.state["round"] for d in decisions)
        for d in decisions:
            if d.state["round"] != last_round or d.command["type"] != "activate" or not d.command["use"]:
                continue
            effect = TILES[d.command["tile"]]["effect"]
            if effect["kind"] == "spend" and effect.get("influence"):
                declining = review_decision(rules, search, d.state, d.seat, {**d.command, "use": False},
                                            random.Random(seed), 2, 2)
                using = review_decision(rules, search, d.state, d.seat, d.command, random.Random(seed), 2, 2)
                found.append((effect["influence"], search.marks, declining, using))
    assert found, "a seeded game turns Theories into Influence in its last round"
    assert any(marks.of(influence) == "mistake" for influence, marks, _d, _u in found), "a 4-Influence tile"
    for influence, marks, declining, using in found:
        assert using.loss == 0 and using.mark is None
        assert declining.loss == pytest.approx(influence)
        assert declining.mark is not None and declining.mark == marks.of(influence)
        assert declining.best["type"] == "activate" and declining.best["use"] is True


def _final_total(rules, state, seat, card):
    """The seat's final score (the lower of its two markers) with this Study card chosen."""
    after = apply(rules, detached(state), seat, {"type": "choose_study", "card": card}, random.Random(0))
    return next(p["total"] for p in rules.score(after)["players"] if p["seat"] == seat)


def test_choosing_the_study_card_worth_less_at_the_final_scoring_is_marked_at_the_points_it_gives_up():
    """The Royal Society of Archeology, the final scoring ("End of Game and Scoring"): "Study Cards Choose one
    of your two Study cards and gain Science based on the number of objectives achieved"; then "Each player
    moves their Society marker from the Science track to the adjacent space on the Prestige track. Their least
    advanced Society marker indicates their final score" (5 Prestige a Science). Where Science is the lower
    marker, the card that achieves fewer objectives gives up points for nothing: the game ends with the
    choice. The loss is those points at least, and at most 10 more (the review's play-out counts the win:
    +5 won, -5 lost, strong.py `outcome`); a card as good as the other where Prestige is the lower marker is
    no mistake and is not checked here. Seeds 1-3: seven such choices, of 4 to 9 points (one of them also
    gives the win up: 9 + 10, a blunder)."""
    found = []
    for rules, search, seed, decisions in seeded_games("royal_archeology"):
        for d in decisions:
            if d.command["type"] != "choose_study":
                continue
            cards = [c["card"] for c in rules.legal(d.state, d.seat)]
            totals = {card: _final_total(rules, d.state, d.seat, card) for card in cards}
            good, bad = max(cards, key=totals.get), min(cards, key=totals.get)
            if totals[good] - totals[bad] >= search.marks.inaccuracy:  # worse by a mark at least
                worse = review_decision(rules, search, d.state, d.seat, {"type": "choose_study", "card": bad},
                                        random.Random(seed), 2, 2)
                better = review_decision(rules, search, d.state, d.seat, {"type": "choose_study", "card": good},
                                         random.Random(seed), 2, 2)
                found.append((totals[good] - totals[bad], good, search.marks, worse, better))
    assert found, "a seeded game's final scoring offers a Study card worth less"
    assert any(marks.of(points) in ("mistake", "blunder") for points, _g, marks, _w, _b in found)
    for points, good, marks, worse, better in found:
        assert better.loss == 0 and better.mark is None
        assert points <= worse.loss <= points + 10
        assert worse.mark is not None and MARK_NAMES.index(worse.mark) >= MARK_NAMES.index(marks.of(points))
        assert worse.best == {"type": "choose_study", "card": good}


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
