"""Round Sequence 1-2 (and their repeat in step 5): simultaneous face-down play, then the reveal.

"1. Each player must play one topic card (if they have one) face down on the table.
 2. Cards are revealed simultaneously."
Every seat in `waiting` is pending at once; their commands may arrive in any order; the card stays in
`face_down` (secret) until the last one is in, and that last command's events carry the reveal.
"""

from __future__ import annotations

from .state import ev

RULE_PLAY = "F Round Sequence 1: each player must play one topic card (if they have one) face down"
RULE_SECOND = "F Round Sequence 5: only those players that qualify may play a second card; it is optional"


def legal(state, seat):
    if seat not in state["waiting"]:
        return []
    cmds = [{"type": "play", "card": c} for c in state["hands"][seat]]
    if state["wave"] == 2:
        cmds.append({"type": "pass"})
    return cmds


def handle(state, seat, cmd, rng):
    if cmd["type"] == "pass":
        return [ev("second_card_declined", seat=seat)]
    return [ev("card_played", seat=seat, wave=state["wave"], card=cmd["card"])]


def reveal_event(state):
    fd = state["face_down"]
    return ev("cards_revealed", wave=state["wave"],
              cards=[[seat, card] for seat, card in enumerate(fd) if card is not None])


def apply_play_started(state, d):
    state["phase"] = "play"
    state["wave"] = d["wave"]
    state["waiting"] = list(d["seats"])
    state["face_down"] = [None] * state["n"]
    return state


def apply_card_played(state, d):
    seat = d["seat"]
    state["hands"][seat].remove(d["card"])
    state["face_down"][seat] = d["card"]
    state["waiting"].remove(seat)
    return state


def apply_second_card_declined(state, d):
    state["waiting"].remove(d["seat"])
    return state


def apply_cards_revealed(state, d):
    rnd = state["round"]
    for seat, card in d["cards"]:
        state["played"][seat].append(card)
        state["table"].append([seat, card, rnd])
    state["face_down"] = [None] * state["n"]
    state["phase"] = "revealed"
    return state
