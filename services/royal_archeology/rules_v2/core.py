"""Shared bookkeeping every section uses: the prompt queue, the random-outcome
recorder, and the resource tracks with their triggers (Knowledge bonuses,
Bloomsbury publishers at 10/25 Prestige, the Reputation stack).

Rulebook anchors: "Reputation", "Knowledge Bonuses", "Find a publisher in
bloomsbury", "Relics" (discard beside the bag, refill an empty bag).
"""

from __future__ import annotations

from .data import ABILITY, REGIONS

REPUTATION_MAX = 9  # "You cannot increase your Reputation beyond 9"
KNOWLEDGE_MAX = 12


class Recorder:
    """Used by decide on a scratch copy: draws from the platform rng and records every outcome."""

    def __init__(self, rng):
        self.rng = rng
        self.rolls = []
        self.new = []
        self.late = []

    def shuffle(self, items):
        items = list(items)
        self.rng.shuffle(items)
        self.rolls.append(list(items))
        return items


class Replayer:
    """Used by evolve: replays the outcomes recorded in the event, never draws."""

    def __init__(self, rolls, state):
        self.rolls = rolls or []
        self.i = 0
        self.state = state
        self.new = []
        self.late = []

    def shuffle(self, items):
        if self.i < len(self.rolls):
            out = list(self.rolls[self.i])
            self.i += 1
            return out
        # decide judged no reshuffle could happen: keep the discard order (counted, tests assert 0)
        self.state["unrolled"] = self.state.get("unrolled", 0) + 1
        return list(items)


def push(ctx, prompt):
    ctx.new.append(prompt)


def player(state, seat):
    return state["players"][seat]


def has_ability(p, ability):
    soc = p["society"]
    return soc is not None and ABILITY[soc] == ability


# ---- tracks -----------------------------------------------------------------

def gain_reputation(state, seat, n):
    p = state["players"][seat]
    new = max(0, min(REPUTATION_MAX, p["reputation"] + n))
    if new != p["reputation"]:
        p["reputation"] = new
        state["stamp"] += 1
        p["stamp"] = state["stamp"]  # "place it on top of the stack"


MONEY_SUPPLY = 56 * 1 + 24 * 5 + 16 * 10  # Components 12: '96 £ tokens (56x1, 24x5, 16x10)' = £336


def gain_money(state, seat, n):
    """'Form a supply with the £ tokens next to the board': gains come from the supply (at most what is left in it),
    payments go back to it."""
    p = state["players"][seat]
    if n > 0:
        n = min(n, state["money_supply"])
    else:
        n = -min(-n, p["money"])
    p["money"] += n
    state["money_supply"] -= n


def gain_science(state, seat, n):
    p = state["players"][seat]
    p["science"] = max(0, p["science"] + n)


def gain_prestige(state, seat, n, ctx):
    p = state["players"][seat]
    old = p["prestige"]
    new = max(0, old + n)
    p["prestige"] = new
    if ctx is None or n <= 0:
        return
    # "Trigger: Reach a Prestige score of 10 or 25" - once per type for the whole game
    for threshold in ("10", "25"):
        if old < int(threshold) <= new and not p["publisher"][threshold]:
            if state["bloomsbury"][threshold]:
                p["publisher"][threshold] = True
                # resolved after the other effects of the same action (the Ur example ends with it)
                ctx.late.append({"k": "publisher", "seat": seat, "stack": threshold})


def gain_knowledge(state, seat, region, n, ctx):
    """Knowledge Bonuses: 5 -> 1 Science; 8 -> 1 Science or 5 Prestige; 12 -> 2 Science; beyond 12 -> 1 Prestige a point."""
    if n <= 0:
        return
    p = state["players"][seat]
    know = p["knowledge"]
    old = know[region]
    new = old + n
    overflow = 0
    if new > KNOWLEDGE_MAX:
        overflow = new - max(old, KNOWLEDGE_MAX)
        new = KNOWLEDGE_MAX
    know[region] = new
    if old < 5 <= new:
        gain_science(state, seat, 1)
    if old < 8 <= new:
        push(ctx, {"k": "bonus8", "seat": seat})
    if old < 12 <= new:
        gain_science(state, seat, 2)
    if overflow:
        gain_prestige(state, seat, overflow, ctx)
    if region == "asia" and has_ability(p, "asia_knowledge_reputation"):
        gain_reputation(state, seat, 1)


# ---- relics -----------------------------------------------------------------

def bag_available(state, region, bag_only=False):
    """Relic types a chosen draw may take now (the bag, or its discards about to refill it)."""
    bag = state["secret"]["bags"][region]
    if not bag and not bag_only:
        bag = state["bag_discards"][region]
    return sorted(set(bag))


def _refill(state, region, ctx):
    bag = state["secret"]["bags"][region]
    if not bag and state["bag_discards"][region]:
        # "If the bag is empty, place all discarded tokens into the bag"
        bag.extend(ctx.shuffle(sorted(state["bag_discards"][region])))
        state["bag_discards"][region] = []
    return bag


def add_relic(p, key):
    rel = p["relics"]
    rel[key] = rel.get(key, 0) + 1


def remove_relic(state, seat, key):
    """Discard a relic of a player beside the bag of its region."""
    p = state["players"][seat]
    rel = p["relics"]
    rel[key] -= 1
    if not rel[key]:
        del rel[key]
    region, _, typ = key.partition(":")
    state["bag_discards"][region].append(typ)


def draw_random_relic(state, region, ctx):
    """Pop the top of the (secretly shuffled) bag: a uniform random draw."""
    bag = _refill(state, region, ctx)
    if not bag:
        return None
    return bag.pop()


def take_relic(state, region, typ, ctx):
    bag = _refill(state, region, ctx)
    for i in range(len(bag) - 1, -1, -1):
        if bag[i] == typ:
            del bag[i]
            return typ
    return None


def gain_random_relics(state, seat, region, n, ctx):
    p = state["players"][seat]
    for _ in range(n):
        typ = draw_random_relic(state, region, ctx)
        if typ is not None:
            add_relic(p, f"{region}:{typ}")


def gain_chosen_relic(state, seat, regions, ctx, bag_only=False):
    """A relic of the player's choice; random draws instead under the Science Royal Requirement penalty."""
    regions = list(regions) if regions else list(REGIONS)
    regions = [r for r in regions if bag_available(state, r, bag_only)]
    if not regions:
        return
    p = state["players"][seat]
    if "random_relics" in p["penalties"] and len(regions) == 1:
        gain_random_relics(state, seat, regions[0], 1, ctx)
        return
    prompt = {"k": "relic", "seat": seat, "regions": regions}
    if bag_only:
        prompt["bag_only"] = True
    push(ctx, prompt)


# ---- expedition deck ---------------------------------------------------------

def draw_expedition(state, ctx):
    deck = state["secret"]["deck"]
    if not deck and state["discard"]:
        # "If the Expedition deck is empty, shuffle the discard pile to reform the deck"
        deck.extend(ctx.shuffle(sorted(state["discard"])))
        state["discard"] = []
    return deck.pop() if deck else None


def take_from_program(state, space, ctx):
    """Take the card on space (1..6): cards left of it slide right, a new card is revealed on space 6."""
    prog = state["program"]
    card = prog.pop(space - 1)
    prog.append(draw_expedition(state, ctx))
    return card


def expeditions_available(state):
    return len(state["secret"]["deck"]) + len(state["discard"])
