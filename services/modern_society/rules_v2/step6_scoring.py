"""Round Sequence 6: Scoring the round (6.1 prevention, 6.2.1-6.2.5 per value in turn order).

Cards played in earlier rounds of the Season stay face up and satisfy conditions ("These cards can be used
to satisfy the conditions/criteria in the special features section of the Topic cards that were actually
played this round"); only cards played this round score and only this round's cards' -1 / -2 / prevention
features apply ("check if any player has played a topic card this round ...").
"""

from __future__ import annotations

from .components import BLUE, GREEN, MODIFIER, TOPICS
from .state import ev, top_law, turn_order
from .step4_special_features import count_in_play


def prevented_values(round_cards) -> set[int]:
    """6.1: a crossed-out symbol means that Value "cannot be scored this round by any player"."""
    out = set()
    for c in round_cards:
        out.update(TOPICS[c].prevent)
    return out


def can_score(state, seat, value, prevented) -> bool:
    """6.1: "It is still possible for a player to score points in a Value that is prevented provided they
    have the appropriate Law card symbol in play" (the override ability of their top law)."""
    if value not in prevented:
        return True
    law = top_law(state, seat, value)
    return law is not None and law["kind"] == "override"


def score_seat_value(state, seat, value, round_cards, minus, penalties) -> dict | None:
    own = state["played"][seat]
    # 6.2.1 + 6.2.2: printed influence, each card 1 less (never below 0) when a -1 feature of that value
    # (Green and Blue only) was played this round by anyone.
    base = 0
    for c in own:
        p = TOPICS[c].influence[value]
        if p > 0:
            if value in minus:
                p -= 1
            base += p
    # 6.2.3: extra points from the special features of the player's own card(s) played this round.
    extra = 0
    for c in own:
        for v, points, cond in TOPICS[c].bonus:
            if v == value:
                extra += points * count_in_play(state, (cond,), c)
    # 6.2.4: "they will lose 2 Red influence points for each condition/criteria that they meet" - each
    # listed topic the player has on the table this season (played by them, this round or earlier).
    penalty = 0
    if penalties:
        mine = {card for s, card, _ in state["table"] if s == seat}
        for v, points, names in penalties:
            if v == value:
                for name in names:
                    if name in mine:
                        penalty += points
    net = base + extra + penalty
    positive = base > 0 or extra > 0
    if net == 0 and not positive:
        return None
    # 6.2.5: the Value Modifier applies when net is non-zero, or zero after at least one positive score.
    modifier = MODIFIER[state["track"][value]]
    gain = net + modifier
    held = state["inf"][seat][value]
    total = max(0, held + gain)  # "A player cannot have negative points."
    return {"seat": seat, "value": value, "base": base, "extra": extra, "penalty": penalty,
            "modifier": modifier, "gain": gain, "total": total}


def score_round(state) -> list[dict]:
    round_cards = [c for cards in state["played"] for c in cards]
    prevented = prevented_values(round_cards)
    minus = set()
    penalties = []
    for c in round_cards:
        t = TOPICS[c]
        minus.update(v for v in t.minus if v in (GREEN, BLUE))  # 6.2.2 "For Green and Blue scoring"
        if t.penalty:
            penalties.append(t.penalty)
    order = turn_order(state)
    lines = []
    for value in range(4):  # 6.2 g: Red, then Green, then Blue, then Black
        for seat in order:
            if not can_score(state, seat, value, prevented):
                continue
            line = score_seat_value(state, seat, value, round_cards, minus, penalties)
            if line is not None:
                lines.append(line)
    return lines


def scoring_event(state):
    return ev("round_scored", round=state["round"], lines=score_round(state))


def apply_round_scored(state, d):
    inf = state["inf"]
    for line in d["lines"]:
        inf[line["seat"]][line["value"]] = line["total"]
    state["phase"] = "scored"
    return state
