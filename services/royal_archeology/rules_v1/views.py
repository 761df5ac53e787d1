"""Hidden information: deck orders are never shown; hands, Study cards, setup
offers and privately drawn cards are shown to their owner only."""

from __future__ import annotations

from .event_names import SETUP_EVENT
from .progress import progress
from .prompts import PROMPTS

_PRIVATE_PROMPTS = {"patron": "cards", "reserve_keep": "cards"}


def _player_view(p, seat):
    out = {k: v for k, v in p.items() if k != "private"}
    priv = p.get("private")
    if priv is None:
        return out
    if p["seat"] == seat:
        out["private"] = {k: list(v) for k, v in priv.items()}
    else:
        out["hand_size"] = len(priv["hand"])
        out["study_count"] = len(priv["study"])
    return out


def view(state, seat):
    if not state:
        return {}
    v = {k: val for k, val in state.items() if k not in ("secret", "players", "queue", "unrolled")}
    sec = state["secret"]
    v["players"] = [_player_view(p, seat) for p in state["players"]]
    v["deck_size"] = len(sec["deck"])
    v["patron_deck_size"] = len(sec["patron_deck"])
    v["bags"] = {r: {t: bag.count(t) for t in sorted(set(bag))} for r, bag in sec["bags"].items()}
    if "automa_deck" in sec:
        v["automa_deck_size"] = len(sec["automa_deck"])
    pending = None
    if state["queue"] and state["stage"] != "over":
        pr = dict(state["queue"][0])
        hidden = _PRIVATE_PROMPTS.get(pr["k"])
        if pr["seat"] != seat:
            if hidden:
                pr[hidden] = len(pr[hidden])
        elif pr["k"] == "publisher":
            pr["tiles"] = sorted(sec["box10"] if pr["stack"] == "box10" else sec["bloomsbury"][pr["stack"]])
        pending = pr
    v["pending"] = pending
    v["progress"] = progress(state, PROMPTS)
    v["viewer"] = seat
    return v


def event_view(event, seat):
    data = event["data"]
    if event["type"] == SETUP_EVENT:
        out = {k: val for k, val in data.items() if k not in ("secret", "deals")}
        out["deals"] = {s: (d if seat is not None and int(s) == seat else
                            {k: len(v) for k, v in d.items()}) for s, d in data["deals"].items()}
        return {"type": event["type"], "v": event["v"], "data": out}
    cmd = data["command"]
    if cmd["type"] == "keep_card" and data["seat"] != seat:
        cmd = {"type": "keep_card"}
    return {"type": event["type"], "v": event["v"], "data": {"seat": data["seat"], "command": cmd}}
