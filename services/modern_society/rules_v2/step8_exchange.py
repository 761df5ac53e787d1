"""Round Sequence 8: Exchanging a card.

"In turn order, each player may discard a Topic card from their hand. If they do, they draw two cards from
the Topic deck, keep one of them and discard the other." Two small decisions: which card to discard (or
pass), then which drawn card to keep.
"""

from __future__ import annotations

from .state import ev, plan_draw, turn_order

RULE = "F Round Sequence 8: discard a Topic card, draw two, keep one and discard the other"


def queue(state) -> list[int]:
    return [s for s in turn_order(state) if state["hands"][s]]


def legal(state, seat):
    q = state["queue"]
    if not q or q[0] != seat or not state["hands"][seat]:
        return []
    return [{"type": "exchange", "card": c} for c in state["hands"][seat]] + [{"type": "pass"}]


def handle(state, seat, cmd, rng):
    if cmd["type"] == "pass":
        return [ev("exchange_declined", seat=seat)]
    card = cmd["card"]
    discard = state["discard"] + [card]
    reshuffle, drawn = plan_draw(state["deck"], discard, 2, rng)
    out = [ev("card_exchanged", seat=seat, card=card)]
    if reshuffle:
        out.append(ev("deck_reshuffled", cards=len(discard)))
    out.append(ev("exchange_cards_drawn", seat=seat, cards=drawn))
    if len(drawn) < 2:  # nothing to choose between: keep what was drawn
        out.append(ev("exchange_card_kept", seat=seat, card=drawn[0], discarded=None))
    return out


def keep_legal(state, seat):
    d = state["drawn"]
    if d is None or d["seat"] != seat:
        return []
    return [{"type": "keep", "card": c} for c in d["cards"]]


def keep_handle(state, seat, cmd, rng):
    other = [c for c in state["drawn"]["cards"] if c != cmd["card"]]
    return [ev("exchange_card_kept", seat=seat, card=cmd["card"], discarded=other[0])]


def apply_exchanging_started(state, d):
    state["phase"] = "exchange"
    state["queue"] = list(d["queue"])
    return state


def apply_card_exchanged(state, d):
    state["hands"][d["seat"]].remove(d["card"])
    state["discard"].append(d["card"])
    return state


def apply_exchange_cards_drawn(state, d):
    for c in d["cards"]:
        state["deck"].remove(c)
    state["drawn"] = {"seat": d["seat"], "cards": list(d["cards"])}
    state["phase"] = "keep"
    return state


def apply_exchange_card_kept(state, d):
    state["hands"][d["seat"]].append(d["card"])
    if d["discarded"] is not None:
        state["discard"].append(d["discarded"])
    state["drawn"] = None
    state["phase"] = "exchange"
    state["queue"].pop(0)
    return state
