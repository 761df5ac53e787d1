"""End of Game and Scoring: the decisions of the final scoring phase.

'The game ends at the conclusion of the 4th year (with 4 players) or 5th year (with 2-3 players). Then proceed to
the final scoring.'  Two of its effects are a player's choice, so they are decisions here (taken seat by seat; the
rulebook has everyone do them at once, and neither choice affects another player):

* Study Cards: 'Choose one of your two Study cards and gain Science based on the number of objectives achieved'
  ('At the end of the game, choose one of the two cards ... Discard the unchosen Study card').
* The Bloomsbury end-of-game tile 'Gain 2 Expertise to distribute as you wish among your 3 explorers': two
  'add 1 Expertise to the explorer of your choice' decisions (never above 6). Nothing in End of Game and Scoring
  reads Expertise, so the tile changes the explorers but not the score (see RULES_NOTES.md).

The points themselves are counted by scoring.score once the phase is over.
"""

from __future__ import annotations

from .core import player

RULE_STUDY = "End of Game and Scoring - Study Cards: choose one of your two Study cards"


def begin(state, ctx):
    """Queue every player's final-scoring decisions (players in seat order; the Automa has none)."""
    state["stage"] = "final"
    for p in state["players"]:
        if p["kind"] == "automa":
            continue
        seat = p["seat"]
        if "end_expertise2" in p["bloomsbury"]:
            # two single points (an explorer already at 6 cannot take one; a prompt with no choice fizzles)
            ctx.new.append({"k": "expertise", "seat": seat})
            ctx.new.append({"k": "expertise", "seat": seat})
        if p["private"]["study"]:
            ctx.new.append({"k": "final_study", "seat": seat})


def legal_study(state, pr):
    return [{"type": "choose_study", "card": c} for c in player(state, pr["seat"])["private"]["study"]]


def apply_study(state, pr, cmd, ctx):
    p = player(state, pr["seat"])
    p["study_choice"] = cmd["card"]  # the chosen card is revealed for scoring
    p["private"]["study"] = [cmd["card"]]  # 'Discard the unchosen Study card (at the end of the game).'


PROMPTS = {
    "final_study": (legal_study, apply_study, False, RULE_STUDY),
}
