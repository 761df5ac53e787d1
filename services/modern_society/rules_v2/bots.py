"""Bot policies: "random" (shared.domain.engine.random_legal_command) and "heuristic", a greedy one-step
evaluation of every legal command.

Cards are valued by the influence they should score this round (printed points, the -1 features already on
the table, bonuses whose conditions are already face up, the current Value Modifier), plus a little for an
x2 symbol and for a special action; laws are always bought when affordable, the highest vp gain first.
"""

from __future__ import annotations

from .components import HAND_LIMIT, LAWS, MODIFIER, STRAIGHT_MIN, TOPICS
from .state import top_law
from .step4_special_features import count_in_play
from .step7_buying_laws import buyable, next_level, price
from .winning import law_vp

ACTION_VALUE = {"draw": 1.0, "steal": 1.2, "discard": 0.4, "change": 0.3, None: 0.0}
ABILITY_PREF = {"discount": 3, "x2": 2, "override": 1, "convert": 0}
LEVEL_VP = {1: 1, 3: 3, 6: 6, 11: 11}


def card_value(state, seat, card) -> float:
    t = TOPICS[card]
    track = state["track"]
    value = 0.0
    for v in range(4):
        p = t.influence[v]
        extra = 0
        for bv, points, cond in t.bonus:
            if bv == v:
                extra += points * count_in_play(state, (cond,), card)
        if p or extra:
            value += max(0, p + extra + MODIFIER[track[v]]) * _want(state, seat, v)
        # pushing a value up raises its modifier for later rounds
        value += 0.15 * t.adjust[v] * _want(state, seat, v)
        if t.adjust[v] < 0:
            danger = max(0, STRAIGHT_MIN - (track[v] + t.adjust[v]))  # steps into the curve towards XX
            if danger:
                value += 1.5 * danger if _leads(state, seat, v) else -1.5 * danger
    if t.x2:
        value += 1.5
    if not (state["phase"] == "play" and state["wave"] == 2):  # a second card's action is not used (step 5)
        value += ACTION_VALUE[t.action]
    value -= 0.5 * len(t.prevent)
    return value


def _leads(state, seat, v) -> bool:
    """Winning 2: an XX end in value v is won by the most vp in v; only welcome when strictly ahead."""
    mine = law_vp(state, seat, v)
    return mine > 0 and all(law_vp(state, s, v) < mine for s in range(state["n"]) if s != seat)


def _want(state, seat, v) -> float:
    """Influence counts more in values where the next law is still available and close to affordable."""
    level = next_level(state, seat, v)
    if level is None:
        return 0.3
    if not any(LAWS[lid]["value"] == v and LAWS[lid]["vp"] == level for lid in state["supply"]):
        return 0.3
    return 1.0 + 0.1 * len(state["laws"][seat][v])


def heuristic_command(engine, state, seat, rng):
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state["phase"]
    kinds = {c["type"] for c in legal}
    if phase == "play":
        plays = [c for c in legal if c["type"] == "play"]
        return max(plays, key=lambda c: card_value(state, seat, c["card"]))
    if phase == "features":
        if "steal" in kinds:
            hands = state["hands"]
            return max((c for c in legal if c["type"] == "steal"), key=lambda c: len(hands[c["target"]]))
        if "change" in kinds:
            return {"type": "change"}
        return next(c for c in legal if c["type"] != "pass")
    if phase == "change":
        return min(legal, key=lambda c: card_value(state, seat, c["card"]))
    if phase == "convert":
        return _convert(state, seat, legal)
    if phase == "buy":
        return _buy(state, seat, legal)
    if phase == "exchange":
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: card_value(state, seat, c["card"]))
        if card_value(state, seat, worst["card"]) < 2.5:
            return worst
        return {"type": "pass"}
    if phase == "keep":
        return max(legal, key=lambda c: card_value(state, seat, c["card"]))
    return legal[rng.randrange(len(legal))]


def _convert(state, seat, legal):
    v = state["value"]
    if state["bought"][seat]:
        return {"type": "pass"}
    held = state["inf"][seat][v]
    level = next_level(state, seat, v)
    if level is None:
        return {"type": "pass"}
    prices = [price(state, seat, lid) for lid in state["supply"]
              if LAWS[lid]["value"] == v and LAWS[lid]["vp"] == level]
    if not prices:
        return {"type": "pass"}
    need = min(prices) - held
    for c in legal:
        if c["type"] == "convert" and c["times"] >= need:
            return c
    return {"type": "pass"}


def _gain(state, seat, v):
    level = next_level(state, seat, v)
    top = top_law(state, seat, v)
    return LEVEL_VP[level] - (top["vp"] if top else 0) if level else 0


def _buy(state, seat, legal):
    v = state["value"]
    buys = [c for c in legal if c["type"] == "buy_law"]
    here = _gain(state, seat, v)
    # a bigger gain later this round (values still to come) is worth waiting for
    for later in range(v + 1, 4):
        if buyable(state, seat, later) and _gain(state, seat, later) > here:
            return {"type": "pass"}
    return max(buys, key=lambda c: (ABILITY_PREF[LAWS[c["law"]]["kind"]], c["law"]))


__all__ = ["heuristic_command", "card_value", "HAND_LIMIT"]
