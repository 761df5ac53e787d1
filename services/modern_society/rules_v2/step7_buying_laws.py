"""Round Sequence 7: Buying a Law. "Each player is allowed to buy ONE Law per round."

7.1.1 in turn order, conversions by the player's top Law of the value (e.g. Black 2 -> Red 1);
7.1.2 "In order of most Red points now held, players decide if they wish to buy a Red Law", paying the cost
less 5 if their last Law of that value shows "LAW -5"; 7.1.3 the same for Green, then Blue, then Black
(the source's "Repeat step 6.2." is read as "repeat 7.1.", RULES_NOTES).
C: Laws are passed in sequence 1 -> 3 -> 6 -> 11 vp per value, never two of one value and vp level,
from the limited face-up supply.
"""

from __future__ import annotations

from .components import LAWS, LEVEL_IDS, NEXT_LEVEL
from .state import ev, top_law, turn_order

RULE_CONVERT = "F Round Sequence 7.1.1: convert influence with an existing Law's ability"
RULE_BUY = "F Round Sequence 7.1.2 / C: buy ONE Law per round, in sequence 1vp, 3vp, 6vp, 11vp"


# --- 7.1.1 conversions ----------------------------------------------------------------------------
def conversion(state, seat, value):
    law = top_law(state, seat, value)
    if law is None or law["kind"] != "convert":
        return None
    return law


def convert_queue(state, value) -> list[int]:
    """Seats whose top law of `value` converts and who hold enough of the other colour."""
    inf = state["inf"]
    out = []
    for s in turn_order(state):
        law = conversion(state, s, value)
        if law is not None and inf[s][law["from"]] >= law["rate"]:
            out.append(s)
    return out


def convert_legal(state, seat):
    q = state["queue"]
    if not q or q[0] != seat:
        return []
    law = conversion(state, seat, state["value"])
    times = state["inf"][seat][law["from"]] // law["rate"]
    if times <= 0:
        return []
    return [{"type": "convert", "times": k} for k in range(1, times + 1)] + [{"type": "pass"}]


def convert_handle(state, seat, cmd, rng):
    if cmd["type"] == "pass":
        return [ev("conversion_declined", seat=seat, value=state["value"])]
    law = conversion(state, seat, state["value"])
    return [ev("influence_converted", seat=seat, value=state["value"], source=law["from"],
               spent=law["rate"] * cmd["times"], gained=cmd["times"])]


# --- 7.1.2 buying ---------------------------------------------------------------------------------
def next_level(state, seat, value):
    top = top_law(state, seat, value)
    return NEXT_LEVEL[top["vp"] if top else 0]


def price(state, seat, law_id) -> int:
    law = LAWS[law_id]
    top = top_law(state, seat, law["value"])
    discount = top["amount"] if top is not None and top["kind"] == "discount" else 0
    return max(0, law["cost"] - discount)


def buy_queue(state, value) -> list[int]:
    order = turn_order(state)
    pos = {s: i for i, s in enumerate(order)}
    inf = state["inf"]
    # Seats that cannot buy anything are left out; a seat can only lose the chance during the step
    # (another takes the last card of its level), and is then skipped.
    seats = [s for s in order if buyable(state, s, value)]
    # "In order of most Red points now held"; ties keep turn order (RULES_NOTES).
    return sorted(seats, key=lambda s: (-inf[s][value], pos[s]))


def buyable(state, seat, value) -> list[str]:
    if state["bought"][seat]:
        return []
    level = next_level(state, seat, value)
    if level is None:
        return []
    held = state["inf"][seat][value]
    supply = state["supply"]
    return [lid for lid in LEVEL_IDS[(value, level)] if lid in supply and price(state, seat, lid) <= held]


def buy_legal(state, seat):
    q = state["queue"]
    if not q or q[0] != seat:
        return []
    laws = buyable(state, seat, state["value"])
    if not laws:
        return []
    return [{"type": "buy_law", "law": lid} for lid in laws] + [{"type": "pass"}]


def buy_handle(state, seat, cmd, rng):
    if cmd["type"] == "pass":
        return [ev("law_declined", seat=seat, value=state["value"])]
    return [ev("law_passed", seat=seat, law=cmd["law"], cost=price(state, seat, cmd["law"]))]


# --- evolve ---------------------------------------------------------------------------------------
def apply_conversions_started(state, d):
    state["phase"] = "convert"
    state["value"] = d["value"]
    state["queue"] = list(d["queue"])
    return state


def apply_influence_converted(state, d):
    inf = state["inf"][d["seat"]]
    inf[d["source"]] -= d["spent"]
    inf[d["value"]] += d["gained"]
    state["queue"].pop(0)
    return state


def apply_buying_started(state, d):
    state["phase"] = "buy"
    state["value"] = d["value"]
    state["queue"] = list(d["queue"])
    return state


def apply_law_passed(state, d):
    seat = d["seat"]
    law = LAWS[d["law"]]
    state["inf"][seat][law["value"]] -= d["cost"]
    state["laws"][seat][law["value"]].append(d["law"])
    state["supply"].remove(d["law"])
    state["bought"][seat] = True
    state["queue"].pop(0)
    return state


def apply_pop(state, d):
    state["queue"].pop(0)
    return state
