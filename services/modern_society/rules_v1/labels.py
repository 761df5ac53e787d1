"""Short English labels of Modern Society's decisions, in the rulebook's terms ("F - Round Sequence")
and the catalog's names (Topic card names, Law cards by Value and vp)."""

from __future__ import annotations

from .catalog import law_name, topic_name
from .components import VALUES
from .step4_special_features import draw_count
from .step7_buying_laws import conversion

PASS_LABELS = {
    "play": "Do not play a second card",
    "features": "Do not use the special feature",
    "convert": "Do not convert influence",
    "buy": "Buy no law",
    "exchange": "Exchange no card",
}


def _name(state, seat):
    return state["players"][seat]["name"]


def _play(state, seat, c):
    second = " as your second card" if state.get("wave", 1) > 1 else " face down"
    return f"Play {topic_name(c['card'])}{second}"


def _draw(state, seat, c):
    n = draw_count(state, seat)
    return "Draw a card" if n == 1 else f"Draw {n} cards"


def _give(state, seat, c):
    to = state["change"]["todo"][0]
    return f"Return {topic_name(c['card'])} to {_name(state, to)}"


def _convert(state, seat, c):
    law = conversion(state, seat, state["value"])
    spent = law["rate"] * c["times"]
    return f"Convert {spent} {VALUES[law['from']]} influence into {c['times']} {VALUES[state['value']]}"


LABELS = {
    "play": _play,
    "pass": lambda state, seat, c: PASS_LABELS.get(state["phase"], "Pass"),
    "draw": _draw,
    "steal": lambda state, seat, c: f"Steal a random card from {_name(state, c['target'])}",
    "discard": lambda state, seat, c: "Discard a random card from every other player's hand",
    "change": lambda state, seat, c: "Change cards with your left and right neighbours",
    "give": _give,
    "convert": _convert,
    "buy_law": lambda state, seat, c: f"Buy the {law_name(c['law'])}",
    "exchange": lambda state, seat, c: f"Exchange {topic_name(c['card'])}: draw two, keep one",
    "keep": lambda state, seat, c: f"Keep {topic_name(c['card'])}",
}


def label(state: dict, seat: int, command: dict) -> str:
    return LABELS[command["type"]](state, seat, command)
