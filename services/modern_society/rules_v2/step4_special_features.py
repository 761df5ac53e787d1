"""Round Sequence 4: Use Topic card special features (not related to scoring), in turn order.

"- Draw a card: The player may draw a card unless he/she already has a hand of 8 cards. Drawing cards may
   depend on other Topic card(s) being on the table. The player may be able to draw multiple cards, if the
   condition is met multiple times, or no cards at all if none of the specified card(s) are in play.
 - Steal a card: The player may draw a random card from another player's hand and keep it. A player cannot
   take a card if already holding a hand of 8 cards.
 - Discard cards: The player may draw a random card from every other player's hand and put them in the
   discard pile.
 - Change cards: The player may randomly draw a card from the hands of the players to their left and right.
   At this point, the player is allowed to have more than 8 cards. The player must then choose a card from
   his hand to return to each of those players."
Every feature is optional ("may"): the seat gets a {"type": "pass"} as well.
"""

from __future__ import annotations

from .components import HAND_LIMIT, TOPICS
from .state import ev, plan_draw, turn_order

RULE = "F Round Sequence 4: Use Topic card special features"
RULE_CHANGE = "F Round Sequence 4, Change cards: the player must then choose a card to return to each of those players"


def feature_card(state, seat):
    """"from the Topic card they just played": step 4 runs once a round, before step 5, so it is always the
    seat's first card (step 5 repeats steps 1 to 3 only for the second cards, RULES_NOTES)."""
    return TOPICS[state["played"][seat][0]]


def queue(state) -> list[int]:
    """Seats, in turn order, whose first card this round has a special action."""
    out = []
    for seat in turn_order(state):
        played = state["played"][seat]
        if played and TOPICS[played[0]].action:
            out.append(seat)
    return out


def count_in_play(state, conds, own_card) -> int:
    """How many times conditions are met by cards face up on the table this season (this round included,
    by any player). A named topic counts once; an icon counts once per card carrying it (RULES_NOTES)."""
    n = 0
    for kind, what in conds:
        if kind == "card":
            for _, card, _ in state["table"]:
                if card == what:
                    n += 1
                    break
        else:
            for _, card, _ in state["table"]:
                if card != own_card and TOPICS[card].icon == what:
                    n += 1
    return n


def draw_count(state, seat) -> int:
    topic = feature_card(state, seat)
    n = 1 if topic.draw_per is None else count_in_play(state, topic.draw_per, topic.id)
    room = HAND_LIMIT - len(state["hands"][seat])
    return max(0, min(n, room, len(state["deck"]) + len(state["discard"])))


def neighbours(state, seat) -> list[int]:
    """Left is the next seat clockwise, right the previous one (turn order runs clockwise)."""
    n = state["n"]
    return [s for s in ((seat + 1) % n, (seat - 1) % n) if state["hands"][s]]


def legal(state, seat):
    q = state["queue"]
    if not q or q[0] != seat:
        return []
    kind = feature_card(state, seat).action
    hands = state["hands"]
    cmds = []
    if kind == "draw":
        if draw_count(state, seat) > 0:
            cmds.append({"type": "draw"})
    elif kind == "steal":
        if len(hands[seat]) < HAND_LIMIT:
            cmds = [{"type": "steal", "target": t} for t in range(state["n"]) if t != seat and hands[t]]
    elif kind == "discard":
        if any(hands[t] for t in range(state["n"]) if t != seat):
            cmds.append({"type": "discard"})
    elif kind == "change":
        if neighbours(state, seat):
            cmds.append({"type": "change"})
    if cmds:
        cmds.append({"type": "pass"})
    return cmds


def handle(state, seat, cmd, rng):
    kind = cmd["type"]
    if kind == "pass":
        return [ev("feature_declined", seat=seat)]
    if kind == "draw":
        reshuffle, cards = plan_draw(state["deck"], state["discard"], draw_count(state, seat), rng)
        out = [ev("deck_reshuffled", cards=len(state["discard"]))] if reshuffle else []
        return out + [ev("feature_cards_drawn", seat=seat, cards=cards)]
    hands = state["hands"]
    if kind == "steal":
        hand = hands[cmd["target"]]
        return [ev("card_stolen", seat=seat, target=cmd["target"], card=hand[rng.randrange(len(hand))])]
    if kind == "discard":
        cards = [[t, hands[t][rng.randrange(len(hands[t]))]]
                 for t in turn_order(state) if t != seat and hands[t]]
        return [ev("cards_discarded", seat=seat, cards=cards)]
    # change
    taken = [[t, hands[t][rng.randrange(len(hands[t]))]] for t in neighbours(state, seat)]
    return [ev("cards_taken_for_change", seat=seat, taken=taken)]


def change_legal(state, seat):
    ch = state["change"]
    if ch is None or ch["seat"] != seat:
        return []
    return [{"type": "give", "card": c} for c in state["hands"][seat]]


def change_handle(state, seat, cmd, rng):
    return [ev("card_returned", seat=seat, to=state["change"]["todo"][0], card=cmd["card"])]


# --- evolve ---------------------------------------------------------------------------------------
def apply_features_started(state, d):
    state["phase"] = "features"
    state["queue"] = list(d["queue"])
    return state


def _done(state):
    state["queue"].pop(0)


def apply_feature_declined(state, d):
    _done(state)
    return state


def apply_feature_cards_drawn(state, d):
    hand = state["hands"][d["seat"]]
    deck = state["deck"]
    for c in d["cards"]:
        deck.remove(c)
        hand.append(c)
    _done(state)
    return state


def apply_card_stolen(state, d):
    state["hands"][d["target"]].remove(d["card"])
    state["hands"][d["seat"]].append(d["card"])
    _done(state)
    return state


def apply_cards_discarded(state, d):
    for t, card in d["cards"]:
        state["hands"][t].remove(card)
        state["discard"].append(card)
    _done(state)
    return state


def apply_cards_taken_for_change(state, d):
    seat = d["seat"]
    for t, card in d["taken"]:
        state["hands"][t].remove(card)
        state["hands"][seat].append(card)
    state["phase"] = "change"
    state["change"] = {"seat": seat, "todo": [t for t, _ in d["taken"]]}
    return state


def apply_card_returned(state, d):
    state["hands"][d["seat"]].remove(d["card"])
    state["hands"][d["to"]].append(d["card"])
    ch = state["change"]
    ch["todo"].pop(0)
    if not ch["todo"]:
        state["change"] = None
        state["phase"] = "features"
        _done(state)
    return state
