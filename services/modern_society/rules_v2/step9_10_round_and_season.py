"""Round Sequence 9 (moving the round marker) and 10 (ending a Season); Game End 1-2.

The source's jumps are garbled (step 9: "If the round marker begins a new Season go to step 6.1. If not, go
to step 6.2.1."; step 10: "Go to step 6.2.1."). Read as: a new Season goes to step 10, otherwise the next
round starts at step 1; after step 10 the next round starts at step 1 (RULES_NOTES).
"""

from __future__ import annotations

from .components import DEAL, HAND_LIMIT, ROUNDS_PER_SEASON, STRAIGHT_MAX, STRAIGHT_MIN
from .state import ev, plan_draw


def end_of_round_events(state, rng) -> list[dict]:
    rnd = state["round"]
    if rnd >= state["last_round"]:
        # 9: "If the round marker is in the last circle of the Time Track, the game ends"
        return [ev("game_ended", reason="seasons", value=None)]
    out = []
    if rnd % ROUNDS_PER_SEASON == 0:
        out.extend(season_end_events(state, rng))
    n = state["n"]
    out.append(ev("round_started", round=rnd + 1, season=(rnd // ROUNDS_PER_SEASON) + 1,
                  start=(state["start"] + 1) % n))  # "moving clockwise between the players"
    return out


def season_end_events(state, rng) -> list[dict]:
    """10: table cards discarded, 5 new cards dealt (or as many as the limit of 8 allows), markers on the
    curves (Value cards 1 and 5) returned to the nearest point of the straight (cards 2 and 4)."""
    straightened = []
    for value, off in enumerate(state["track"]):
        if off > STRAIGHT_MAX:
            straightened.append([value, STRAIGHT_MAX])
        elif off < STRAIGHT_MIN:
            straightened.append([value, STRAIGHT_MIN])
    out = [ev("season_ended", season=state["season"], discarded=[c for _, c, _ in state["table"]],
              straightened=straightened)]
    # Deal after the table cards went to the discard pile, in turn order of the coming round.
    deck = list(state["deck"])
    discard = state["discard"] + [c for _, c, _ in state["table"]]
    n = state["n"]
    nxt = (state["start"] + 1) % n
    wants = [0] * n
    for seat in range(n):
        wants[seat] = max(0, min(DEAL, HAND_LIMIT - len(state["hands"][seat])))
    total = sum(wants)
    reshuffle, cards = plan_draw(deck, discard, total, rng)
    if reshuffle:
        out.append(ev("deck_reshuffled", cards=len(discard)))
    hands = [[] for _ in range(n)]
    i = 0
    for k in range(n):
        seat = (nxt + k) % n
        take = cards[i:i + wants[seat]]
        hands[seat] = take
        i += len(take)
    out.append(ev("cards_dealt", hands=hands))
    return out


def apply_season_ended(state, d):
    state["discard"].extend(c for _, c, _ in state["table"])
    state["table"] = []
    for value, to in d["straightened"]:
        state["track"][value] = to
    return state


def apply_round_started(state, d):
    state["round"] = d["round"]
    state["season"] = d["season"]
    state["start"] = d["start"]
    n = state["n"]
    state["played"] = [[] for _ in range(n)]
    state["bought"] = [False] * n
    state["phase"] = "round_start"
    state["wave"] = 0
    state["queue"] = []
    return state


def apply_deck_reshuffled(state, d):
    state["deck"].extend(state["discard"])
    state["discard"] = []
    return state


def apply_game_ended(state, d):
    state["over"] = True
    state["phase"] = "over"
    state["end"] = {"reason": d["reason"], "value": d["value"]}
    state["waiting"] = []
    state["queue"] = []
    state["change"] = None
    state["drawn"] = None
    return state
