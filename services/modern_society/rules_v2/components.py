"""Sections A-E: the Values, the Value Track, Law cards and Topic cards, loaded once from data/.

Everything is turned into tuples/ints indexed by value (0 Red, 1 Green, 2 Blue, 3 Black) so the hot
paths never look names up.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"

# A - The Society: "Red triangle, Blue square, Green circle and Black diamond"; the rules always go
# "Red, then Green, then Blue, then Black" (steps 3.3, 6.2 g, 7.1.3).
VALUES = ("Red", "Green", "Blue", "Black")
RED, GREEN, BLUE, BLACK = range(4)
VALUE_INDEX = {name: i for i, name in enumerate(VALUES)}

HAND_LIMIT = 8  # Preparation NOTE: "a player with 8 cards in his/her hand may not take another"
DEAL = 5  # Preparation 4 / step 10
ROUNDS_PER_SEASON = 3  # Game End 1


def _load(name: str):
    with open(DATA / name, encoding="utf-8") as fh:
        return json.load(fh)


# --- B - The Value Track -------------------------------------------------------------------------
TRACK = _load("value_track.json")
_SPACES = {s["offset"]: s for s in TRACK["spaces"]}
TRACK_MIN = min(_SPACES)  # the XX space
TRACK_MAX = max(_SPACES)  # the +5 space
STRAIGHT_MIN = min(o for o, s in _SPACES.items() if not s["curve"])
STRAIGHT_MAX = max(o for o, s in _SPACES.items() if not s["curve"])
MODIFIER = {o: s["modifier"] for o, s in _SPACES.items()}
XX = frozenset(o for o, s in _SPACES.items() if s["xx"])
SEASONS = {int(k): v for k, v in TRACK["time_track"]["seasons"].items()}

# --- C - The Law cards ---------------------------------------------------------------------------
LAW_LIST = _load("laws.json")["laws"]
LAWS = {}
for _law in LAW_LIST:
    _ab = dict(_law["ability"])
    LAWS[_law["id"]] = {
        "id": _law["id"],
        "value": VALUE_INDEX[_law["value"]],
        "vp": _law["vp"],
        "cost": _law["cost"],
        "kind": _ab["kind"],
        "from": VALUE_INDEX[_ab["from"]] if "from" in _ab else None,
        "rate": _ab.get("rate", 0),
        "amount": _ab.get("amount", 0),
    }
LAW_IDS = tuple(law["id"] for law in LAW_LIST)
LEVEL_IDS = {}  # (value, vp) -> law ids of that deck and level
for _law in LAWS.values():
    LEVEL_IDS.setdefault((_law["value"], _law["vp"]), []).append(_law["id"])
LEVEL_IDS = {k: tuple(v) for k, v in LEVEL_IDS.items()}
VP_LEVELS = (1, 3, 6, 11)  # "a player must pass Laws in sequence, i.e. 1vp, 3vp, 6vp, 11vp"
NEXT_LEVEL = {0: 1, 1: 3, 3: 6, 6: 11, 11: None}

# --- E - The Topic cards -------------------------------------------------------------------------
TOPIC_LIST = _load("topics.json")["topics"]
TOPIC_IDS = tuple(t["id"] for t in TOPIC_LIST)
BY_NAME = {t["name"]: t["id"] for t in TOPIC_LIST}


class Topic:
    """One topic card, pre-digested. Conditions are kept as ("card", id) or ("icon", "war"|"company")."""

    __slots__ = ("id", "name", "influence", "adjust", "icon", "x2", "bonus", "prevent", "minus",
                 "penalty", "action", "draw_per", "gives")

    def __init__(self, raw):
        self.id = raw["id"]
        self.name = raw["name"]
        self.influence = tuple(raw["influence"].get(v, 0) for v in VALUES)
        self.adjust = tuple(raw["adjust"].get(v, 0) for v in VALUES)
        self.icon = raw["icon"]
        self.x2 = raw["x2"]
        self.bonus = tuple((VALUE_INDEX[b["value"]], b["points"], _cond(b["if"])) for b in raw["bonus"])
        self.prevent = tuple(VALUE_INDEX[v] for v in raw["prevent"])
        self.minus = tuple(VALUE_INDEX[v] for v in raw["minus"])
        pen = raw["penalty"]
        self.penalty = None if not pen else (VALUE_INDEX[pen["value"]], pen["points"], tuple(BY_NAME[n] for n in pen["per"]))
        act = raw["action"]
        self.action = act["kind"] if act else None
        self.draw_per = None
        if act and act["kind"] == "draw" and act.get("per"):
            self.draw_per = tuple(_cond(c) for c in act["per"])
        self.gives = tuple(i for i, n in enumerate(self.influence) if n > 0)


def _cond(text):
    if text in ("war", "company"):
        return ("icon", text)
    return ("card", BY_NAME[text])


TOPICS = {t["id"]: Topic(t) for t in TOPIC_LIST}
