"""The game state (plain JSON data) and the small helpers every step shares.

Layout (all ints index seats 0..n-1 and values 0 Red, 1 Green, 2 Blue, 3 Black):
  hands[seat]        topic ids in hand (secret)           face_down[seat]  card played face down (secret)
  inf[seat][value]   influence points on the score card   laws[seat][value] passed laws, last passed on top
  deck / discard     topic ids (the deck is a set: draws are random picks written into events, so no
                     deck order ever exists)               table  [[seat, card, round]] face up this season
  played[seat]       cards revealed by seat this round     track[value]  offset of the marker from start
  phase              "play" | "features" | "change" | "convert" | "buy" | "exchange" | "keep" | "over"
  waiting            seats still owing their face-down card (simultaneous steps 1-2 and 5)
  queue              seats still to act, head first, in the current turn-order step
"""

from __future__ import annotations

from .components import LAWS


def initial_state() -> dict:
    return {"started": False, "over": False, "phase": "setup", "n": 0}


def turn_order(state) -> list[int]:
    """F Preparation 5: "the Start Player and then clockwise around the table"."""
    n = state["n"]
    s = state["start"]
    return [(s + i) % n for i in range(n)]


def top_law(state, seat, value):
    """C: only the last Law passed in a Value gives its ability (and its vp)."""
    stack = state["laws"][seat][value]
    return LAWS[stack[-1]] if stack else None


def pending(state) -> list[int]:
    phase = state["phase"]
    if phase == "play":
        return sorted(state["waiting"])
    if phase in ("features", "convert", "buy", "exchange"):
        q = state["queue"]
        return [q[0]] if q else []
    if phase == "change":
        return [state["change"]["seat"]]
    if phase == "keep":
        return [state["drawn"]["seat"]]
    return []


def clone(state: dict) -> dict:
    """A deep copy of exactly this layout, much faster than copy.deepcopy (decide simulates on it)."""
    if not state.get("started"):
        return dict(state)
    c = dict(state)
    c["hands"] = [row[:] for row in state["hands"]]
    c["inf"] = [row[:] for row in state["inf"]]
    c["played"] = [row[:] for row in state["played"]]
    c["laws"] = [[seat[0][:], seat[1][:], seat[2][:], seat[3][:]] for seat in state["laws"]]
    c["table"] = [row[:] for row in state["table"]]
    c["players"] = [dict(p) for p in state["players"]]
    c["track"] = state["track"][:]
    c["deck"] = state["deck"][:]
    c["discard"] = state["discard"][:]
    c["supply"] = state["supply"][:]
    c["removed"] = state["removed"][:]
    c["waiting"] = state["waiting"][:]
    c["face_down"] = state["face_down"][:]
    c["queue"] = state["queue"][:]
    c["bought"] = state["bought"][:]
    if state["end"] is not None:
        c["end"] = dict(state["end"])
    if state["change"] is not None:
        c["change"] = {"seat": state["change"]["seat"], "todo": state["change"]["todo"][:]}
    if state["drawn"] is not None:
        c["drawn"] = {"seat": state["drawn"]["seat"], "cards": state["drawn"]["cards"][:]}
    return c


def plan_draw(deck, discard, k, rng):
    """Draw k cards at random. When the deck runs short, the remaining deck is taken and the discard
    pile is shuffled into a new deck (assumed, RULES_NOTES: "Empty deck"). Returns (reshuffle, cards)."""
    if k <= len(deck):
        return False, rng.sample(deck, k) if k else []
    # The whole rest of the deck is taken, in a random order: when a deal splits it between seats, who
    # gets which card must not follow the state's list order (which others could reconstruct).
    cards = rng.sample(deck, len(deck))
    rest = min(k - len(cards), len(discard))
    return bool(discard), cards + (rng.sample(discard, rest) if rest else [])


def ev(kind: str, **data) -> dict:
    return {"type": kind, "v": 1, "data": data}
