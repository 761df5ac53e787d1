"""What each seat may see. Secret: hands, face-down cards, the two cards drawn when exchanging, and which
card moved between two hands (known only to the two seats involved). The deck is a face-down pile whose
content (and order: there is none, draws are random picks) nobody sees; the discard pile is face up."""

from __future__ import annotations

from .components import LAWS, MODIFIER, VALUES
from .progress import progress
from .state import pending, turn_order
from .winning import law_vp


def _redact_for(seat, owners):
    return seat is not None and seat in owners


def event_view(event, seat):
    kind = event["type"]
    d = event["data"]
    if kind == "cards_dealt":
        hands = d["hands"]
        return {**event, "data": {"hands": [h if s == seat else None for s, h in enumerate(hands)],
                                  "counts": [len(h) for h in hands]}}
    if kind in ("card_played", "exchange_card_kept"):
        if d["seat"] == seat:
            return event
        return {**event, "data": {**d, "card": None}}
    if kind in ("feature_cards_drawn", "exchange_cards_drawn"):
        if d["seat"] == seat:
            return event
        return {**event, "data": {**d, "cards": None, "count": len(d["cards"])}}
    if kind == "card_stolen":
        if _redact_for(seat, (d["seat"], d["target"])):
            return event
        return {**event, "data": {**d, "card": None}}
    if kind == "card_returned":
        if _redact_for(seat, (d["seat"], d["to"])):
            return event
        return {**event, "data": {**d, "card": None}}
    if kind == "cards_taken_for_change":
        if d["seat"] == seat:
            return event
        return {**event, "data": {**d, "taken": [[t, c if t == seat else None] for t, c in d["taken"]]}}
    return event


def view(state, seat):
    if not state.get("started"):
        return {"game": "modern_society", "started": False}
    n = state["n"]
    players = []
    for s in range(n):
        players.append({
            "seat": s, "name": state["players"][s]["name"], "kind": state["players"][s]["kind"],
            "hand_count": len(state["hands"][s]),
            "influence": dict(zip(VALUES, state["inf"][s], strict=False)),
            "laws": {VALUES[v]: list(state["laws"][s][v]) for v in range(4)},
            "vp": sum(law_vp(state, s, v) for v in range(4)),
            "played_this_round": list(state["played"][s]),
            "face_down_played": state["face_down"][s] is not None,
            "bought_this_round": state["bought"][s],
        })
    out = {
        "game": "modern_society", "started": True, "seat": seat, "over": state["over"],
        "end": None if state["end"] is None else dict(state["end"]),
        "round": state["round"], "season": state["season"], "last_round": state["last_round"],
        "seasons": state["seasons"], "start_player": state["start"], "turn_order": turn_order(state),
        "phase": state["phase"], "wave": state["wave"], "value": VALUES[state["value"]],
        "pending": pending(state), "queue": list(state["queue"]), "waiting": sorted(state["waiting"]),
        "track": [{"value": VALUES[v], "offset": o, "modifier": MODIFIER[o]} for v, o in enumerate(state["track"])],
        "law_supply": [{"id": lid, "value": VALUES[LAWS[lid]["value"]], "vp": LAWS[lid]["vp"],
                        "cost": LAWS[lid]["cost"], "ability": LAWS[lid]["kind"]} for lid in state["supply"]],
        "laws_removed": list(state["removed"]),
        "table": [list(row) for row in state["table"]],
        "discard": list(state["discard"]), "deck_count": len(state["deck"]),
        "players": players,
        "change": None if state["change"] is None else {"seat": state["change"]["seat"],
                                                        "return_to": list(state["change"]["todo"])},
        "exchanging": None if state["drawn"] is None else {"seat": state["drawn"]["seat"],
                                                           "count": len(state["drawn"]["cards"])},
        "progress": progress(state),
    }
    if seat is not None and 0 <= seat < n:
        out["hand"] = list(state["hands"][seat])
        out["face_down"] = state["face_down"][seat]
        if state["drawn"] is not None and state["drawn"]["seat"] == seat:
            out["exchange_drawn"] = list(state["drawn"]["cards"])
    return out
