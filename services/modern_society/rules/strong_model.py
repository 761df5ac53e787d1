"""How the `strong` search models every seat's play in its simulations: the same choices as the heuristic bot
(bots.heuristic_command), computed faster.

The search assumes competent opponents and plays the heuristic for them (and for itself past its tree). The
heuristic values each card by asking, per Value, how much the seat wants influence there (`_want`: is the next
Law still in the supply?), once per card and Value; a simulation asks it thousands of times per decision. Here
the four wants are worked out once per decision (who leads a Value only when a card asks), and each card's value is then the
very same sum, term by term in the same order, so the choice is always the heuristic's own
(tests/modern_society/test_ms_strong.py compares the two on many states). bots.py itself is left as it is: it is
the opponents' policy.
"""

from __future__ import annotations

from functools import lru_cache

from .bots import ABILITY_PREF, ACTION_VALUE, _convert, _gain
from .components import LAWS, MODIFIER, NEXT_LEVEL, STRAIGHT_MIN, TOPICS
from .step4_special_features import count_in_play
from .step7_buying_laws import buyable
from .winning import law_vp


@lru_cache(maxsize=256)
def open_levels(supply: tuple[str, ...]) -> frozenset[tuple[int, int]]:
    """(Value, vp level) of every Law in this supply (a supply changes only when a Law is passed)."""
    return frozenset(LAW_LEVEL[lid] for lid in supply)


LAW_LEVEL = {lid: (law["value"], law["vp"]) for lid, law in LAWS.items()}


def wants(state, seat) -> list[float]:
    """bots._want for the four Values at once: 0.3 where the seat's next Law is out of reach for good (no
    level left, or none of that level in the supply), else 1 + 0.1 per Law already passed in the Value."""
    laws = state["laws"][seat]
    available = open_levels(tuple(state["supply"]))
    out = []
    for v in range(4):
        stack = laws[v]
        level = NEXT_LEVEL[LAWS[stack[-1]]["vp"] if stack else 0]
        if level is None or (v, level) not in available:
            out.append(0.3)
        else:
            out.append(1.0 + 0.1 * len(stack))
    return out


def leads(state, seat, v) -> bool:
    """bots._leads: strictly ahead in a Value's Laws (an anarchy end there is welcome). Asked only for a card
    that would push a marker into the curve, so it is worked out only then."""
    mine = law_vp(state, seat, v)
    return mine > 0 and all(law_vp(state, s, v) < mine for s in range(state["n"]) if s != seat)


def card_value(state, card, want, lead, second_wave) -> float:
    """bots.card_value with the seat's wants given, and `lead(v)` answering bots._leads (the same terms, added
    in the same order)."""
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
            value += max(0, p + extra + MODIFIER[track[v]]) * want[v]
        value += 0.15 * t.adjust[v] * want[v]
        if t.adjust[v] < 0:
            danger = max(0, STRAIGHT_MIN - (track[v] + t.adjust[v]))
            if danger:
                value += 1.5 * danger if lead(v) else -1.5 * danger
    if t.x2:
        value += 1.5
    if not second_wave:
        value += ACTION_VALUE[t.action]
    value -= 0.5 * len(t.prevent)
    return value


class CardValues:
    """The heuristic's card values for one seat in one state, each worked out once."""

    __slots__ = ("state", "seat", "want", "second_wave", "cache")

    def __init__(self, state, seat):
        self.state = state
        self.seat = seat
        self.want = wants(state, seat)
        self.second_wave = state["phase"] == "play" and state["wave"] == 2
        self.cache: dict[str, float] = {}

    def lead(self, v) -> bool:
        return leads(self.state, self.seat, v)

    def __call__(self, card) -> float:
        value = self.cache.get(card)
        if value is None:
            value = self.cache[card] = card_value(self.state, card, self.want, self.lead, self.second_wave)
        return value


def model_command(engine, state, seat, rng):
    """bots.heuristic_command's choice, the card values computed once per Value (see the module's docstring)."""
    legal = engine.legal(state, seat)
    if len(legal) == 1:
        return legal[0]
    phase = state["phase"]
    if phase == "play":
        values = CardValues(state, seat)
        return max((c for c in legal if c["type"] == "play"), key=lambda c: values(c["card"]))
    if phase == "features":
        kinds = {c["type"] for c in legal}
        if "steal" in kinds:
            hands = state["hands"]
            return max((c for c in legal if c["type"] == "steal"), key=lambda c: len(hands[c["target"]]))
        if "change" in kinds:
            return {"type": "change"}
        return next(c for c in legal if c["type"] != "pass")
    if phase == "change":
        values = CardValues(state, seat)
        return min(legal, key=lambda c: values(c["card"]))
    if phase == "convert":
        return _convert(state, seat, legal)
    if phase == "buy":
        return _buy(state, seat, legal)
    if phase == "exchange":
        values = CardValues(state, seat)
        worst = min((c for c in legal if c["type"] == "exchange"), key=lambda c: values(c["card"]))
        if values(worst["card"]) < 2.5:
            return worst
        return {"type": "pass"}
    if phase == "keep":
        values = CardValues(state, seat)
        return max(legal, key=lambda c: values(c["card"]))
    return legal[rng.randrange(len(legal))]


def _buy(state, seat, legal):
    """bots._buy (the same rule: wait for a bigger gain later this round, else the preferred ability)."""
    v = state["value"]
    here = _gain(state, seat, v)
    for later in range(v + 1, 4):
        if _gain(state, seat, later) > here and buyable(state, seat, later):
            return {"type": "pass"}
    return max((c for c in legal if c["type"] == "buy_law"), key=lambda c: (ABILITY_PREF[LAWS[c["law"]]["kind"]], c["law"]))
