"""Confrontation mode with bots (issue 9, item 3): the heuristic scores, and outscores random, under the
blocking discs.

"The discs placed on locations allow you to gain the location reward if you play an explorer with an
Expertise lower than 4" (Confrontation Mode): below 4, every placement is followed by a Learning-from-peers
left bonus. The heuristic's look-ahead used to stop at that bonus choice (Knowledge at the University, Reserve
at the Port of London) without seeing the location action behind it; only The City's £3 needs no choice, so the
bot met a patron every turn and lost its score to "Unhonored patrons" (0-0 games decided by tie-break). The
200-game figure per mode is in `python -m services.royal_archeology.bench`; this is a small seeded sample.
"""

from services.royal_archeology.rules import ENGINE
from shared.domain.simulation import play_random_game

GAMES = 8


def _confrontation(seed, heuristic_seat):
    players = [{"name": f"p{i}", "kind": "bot", "policy": "random"} for i in range(2)]
    result = play_random_game(ENGINE, players, {"mode": "confrontation"}, 30_000 + seed, check=False,
                              policies={heuristic_seat: "heuristic"}).result
    totals = {p["seat"]: p["total"] for p in result["players"]}
    return totals[heuristic_seat], totals[1 - heuristic_seat]


def test_heuristic_outscores_random_in_confrontation():
    games = [_confrontation(seed, seed % 2) for seed in range(GAMES)]
    assert sum(mine > theirs for mine, theirs in games) >= GAMES - 1  # on score alone, never a tie-break
    assert sum(mine for mine, _ in games) / GAMES >= 40  # the order of standard games (~69 over 200 seeds)
