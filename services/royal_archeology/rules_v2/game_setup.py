"""Game Setup, Player Setup, Solo and 2 Player setups, Simplified Setup.

All shuffles of the setup are drawn here from the rng and written into the
single "game_set_up" event (deck orders live under state["secret"] and are
redacted from every view and event_view).
"""

from __future__ import annotations

from itertools import combinations, permutations

from . import society_cards
from .core import MONEY_SUPPLY, player
from .data import (
    AUTOMA,
    BAGS,
    BLOOMSBURY,
    BOARDS,
    COLLECTIONS,
    EXPEDITIONS,
    NEUTRAL,
    PATRONS,
    REGIONS,
    ROYAL_REQUIREMENTS,
    RS_TILES,
    SOCIETY,
    STUDY,
)
from .event_names import SETUP_EVENT

MODES = ("standard", "confrontation", "competitive", "solo")


def effective_players(mode, n_seats):
    """Solo: 'Setup for a 2-player game'; Competitive: 'as if you were playing a 3-player game'."""
    return {"standard": n_seats, "confrontation": 2, "competitive": 3, "solo": 2}[mode]


def infer_mode(players):
    automa = sum(1 for p in players if p.get("kind") == "automa")
    if automa and len(players) == 2:
        return "solo"
    if automa and len(players) == 3:
        return "competitive"
    if len(players) == 2:
        return "confrontation"
    return "standard"


def build_setup(players, options, rng):
    mode = options.get("mode") or infer_mode(players)
    simplified = bool(options.get("simplified_setup", False))
    n = len(players)
    eff = effective_players(mode, n)
    humans = [i for i, p in enumerate(players) if p.get("kind") != "automa"]
    automa_seat = next((i for i, p in enumerate(players) if p.get("kind") == "automa"), None)

    # 4. three Collection tiles of 3, two of 5 and one of 7, random tiles and sides
    gallery = []
    for size, count in ((3, 3), (5, 2), (7, 1)):
        tiles = [t["id"] for t in COLLECTIONS if t["size"] == size]
        rng.shuffle(tiles)
        for tid in tiles[:count]:
            gallery.append({"tile": tid, "side": rng.randrange(2)})
    # 6. one Royal Requirement tile of each period
    rr = {}
    for period in (1, 2):
        ids = sorted(k for k, t in ROYAL_REQUIREMENTS.items() if t["period"] == period)
        rr[str(period)] = ids[rng.randrange(len(ids))]
    # 7. one Royal Society tile of each group
    rs = {}
    for group in ("A", "B", "C"):
        ids = sorted(k for k, t in RS_TILES.items() if t["group"] == group)
        rs[group] = ids[rng.randrange(len(ids))]
    # 8. Bloomsbury piles: players + 1 of each type
    blooms = {}
    box10 = []
    for stack in ("10", "25"):
        ids = sorted(k for k, t in BLOOMSBURY.items() if str(t["stack"]) == stack)
        rng.shuffle(ids)
        blooms[stack] = ids[: eff + 1]
        if stack == "10":
            box10 = ids[eff + 1:]
    # 9. Patron deck
    patrons = [c["id"] for c in PATRONS]
    rng.shuffle(patrons)
    # 10. Expedition deck and the Program (simplified setup deals 2 simplified cards a player first)
    hands = {}
    deck_ids = [c["id"] for c in EXPEDITIONS]
    if simplified:
        simple = [c["id"] for c in EXPEDITIONS if c["simplified"]]
        rng.shuffle(simple)
        for i, seat in enumerate(humans):
            hands[seat] = simple[2 * i: 2 * i + 2]
        dealt = {c for h in hands.values() for c in h}
        deck_ids = [c for c in deck_ids if c not in dealt]
    rng.shuffle(deck_ids)
    program = [deck_ids.pop() for _ in range(6)]  # spaces 1..6
    # 11. Society and Study decks; E. each player draws 2 Study, 2 Society, 4 Expedition cards
    society = [c["id"] for c in SOCIETY]
    rng.shuffle(society)
    study = [c["id"] for c in STUDY]
    rng.shuffle(study)
    deals = {}
    for seat in humans:
        deal = {"study": [study.pop(), study.pop()]}
        if simplified:
            deal["expeditions"] = hands[seat]
            deal["society"] = []
        else:
            deal["expeditions"] = [deck_ids.pop() for _ in range(4)]
            deal["society"] = [society.pop(), society.pop()]
        deals[str(seat)] = deal
    # 3. Relic bags, shaken
    bags = {}
    for region in REGIONS:
        bag = [t for t, k in sorted(BAGS[region].items()) for _ in range(k)]
        rng.shuffle(bag)
        bags[region] = bag
    # H. a random first player
    first = humans[rng.randrange(len(humans))]
    data = {
        "players": [{"name": p.get("name", f"P{i}"), "kind": p.get("kind", "human"), "policy": p.get("policy")}
                    for i, p in enumerate(players)],
        "mode": mode, "simplified": simplified, "effective_players": eff,
        "gallery": gallery, "royal_requirements": rr, "royal_society": rs,
        "program": program, "first": first, "deals": deals,
        "secret": {"deck": deck_ids, "patron_deck": patrons, "bags": bags, "bloomsbury": blooms, "box10": box10},
    }
    if automa_seat is not None:
        deck = [c["id"] for c in AUTOMA]
        rng.shuffle(deck)
        data["automa"] = {"seat": automa_seat}
        data["secret"]["automa_deck"] = deck
    if mode == "confrontation":
        # 12 blocking discs: [4] of each location, left of objective B, 1 a top collection, 2 in the bottom one
        block = []
        for col in gallery:
            size = COLLECTIONS[col["tile"]]["size"]
            spaces = list(range(size))
            rng.shuffle(spaces)
            block.append(sorted(spaces[: 2 if size == 7 else 1]))
        data["blocked_gallery"] = block
    return {"type": SETUP_EVENT, "v": 1, "data": data}


def apply_setup(state, data):
    eff = data["effective_players"]
    years = 4 if eff == 4 else 5
    players = []
    for seat, info in enumerate(data["players"]):
        p = {"seat": seat, "name": info["name"], "kind": info["kind"]}
        if info["kind"] != "automa":
            deal = data["deals"][str(seat)]
            p.update({
                "color": BOARDS["boards"][len(players)]["color"], "board": len(players), "side": None,
                "expertise": [0, 0, 0], "placed": [False, False, False],
                "reputation": 4, "stamp": seat, "prestige": 0, "science": 0, "money": 0,
                "knowledge": {r: 0 for r in REGIONS}, "discs": 10, "reputation_discs": 0,
                "relics": {}, "patrons": [], "expeditions": [], "society": None,
                "bloomsbury": [], "publisher": {"10": False, "25": False},
                "penalties": [], "rs_claims": [], "gallery_discs": 0, "rr_discs": 0,
                "private": {"hand": list(deal["expeditions"]) if data["simplified"] else [],
                            "study": list(deal["study"]),
                            "offer_society": list(deal["society"]),
                            "offer_expeditions": [] if data["simplified"] else list(deal["expeditions"])},
            })
        players.append(p)
    secret = {k: (dict((r, list(v)) for r, v in val.items()) if isinstance(val, dict) else list(val))
              for k, val in data["secret"].items()}
    gallery = []
    for ci, col in enumerate(data["gallery"]):
        size = COLLECTIONS[col["tile"]]["size"]
        discs = [None] * size
        for sp in (data.get("blocked_gallery") or [[]] * 6)[ci]:
            discs[sp] = NEUTRAL
        gallery.append({"tile": col["tile"], "side": col["side"], "discs": discs})
    locations = {loc: [] for loc in ("university", "museum", "city", "port")}
    rs = {g: {"tile": t, "left": None, "right": []} for g, t in data["royal_society"].items()}
    if data["mode"] == "confrontation":
        for loc in locations:
            locations[loc].append({"seat": NEUTRAL, "level": 4, "fixed": True})
        rs["B"]["left"] = NEUTRAL
    state.clear()
    state.update({
        "mode": data["mode"], "simplified": data["simplified"], "effective_players": eff,
        "board_side": "4 players" if eff == 4 else "2-3 players",
        "years": years, "rr_years": [2, 4] if years == 4 else [3, 5], "year": 1,
        "stage": "setup", "queue": [], "pick_order": [], "turn_order": [], "turn_idx": -1,
        "players": players, "program": list(data["program"]), "discard": [], "box": [],
        "bag_discards": {r: [] for r in REGIONS}, "gallery": gallery, "locations": locations,
        "royal_society": rs, "royal_requirements": {"1": data["royal_requirements"]["1"], "2": data["royal_requirements"]["2"],
                                                    "discs": {"1": [], "2": []}},
        "bloomsbury": {k: len(v) for k, v in secret["bloomsbury"].items()},
        "favors": [None] * 6, "first": data["first"], "stamp": len(players), "automa": None,
        "secret": secret, "unrolled": 0, "money_supply": MONEY_SUPPLY,
    })
    # the public Bloomsbury counts mirror the secret piles
    state["bloomsbury"] = {k: len(v) for k, v in secret["bloomsbury"].items()}
    if "automa" in data:
        seat = data["automa"]["seat"]
        state["automa"] = {"seat": seat, "played": [], "last": None, "left": 0}
        state["favors"][0] = seat  # "Place 1 Automa Society marker on space 1 of the Turn Order track"
    queue = state["queue"]
    for p in players:
        if p["kind"] == "automa":
            continue
        s = p["seat"]
        queue.append({"k": "setup_side", "seat": s})
        queue.append({"k": "setup_expertise", "seat": s})
        if not data["simplified"]:
            queue.append({"k": "setup_expeditions", "seat": s})
            queue.append({"k": "setup_society", "seat": s})
        else:
            # Simplified Setup: "Gain £20 and 2 Knowledge in each region." (no bonus is reachable at 2)
            p["money"] = 20
            state["money_supply"] -= 20
            p["knowledge"] = {r: 2 for r in REGIONS}
    return state


# ---- Player Setup decisions (E) ---------------------------------------------

def legal_side(state, pr):
    return [{"type": "choose_side", "side": "A"}, {"type": "choose_side", "side": "B"}]


def apply_side(state, pr, cmd, ctx):
    player(state, pr["seat"])["side"] = cmd["side"]


_PERMS = [list(p) for p in permutations((1, 2, 3))]


def legal_expertise(state, pr):
    return [{"type": "assign_expertise", "levels": list(p)} for p in _PERMS]


def apply_expertise(state, pr, cmd, ctx):
    player(state, pr["seat"])["expertise"] = list(cmd["levels"])


def legal_expeditions(state, pr):
    offer = player(state, pr["seat"])["private"]["offer_expeditions"]
    return [{"type": "discard_expeditions", "cards": [a, b]} for a, b in combinations(offer, 2)]


def apply_expeditions(state, pr, cmd, ctx):
    priv = player(state, pr["seat"])["private"]
    priv["hand"] = [c for c in priv["offer_expeditions"] if c not in cmd["cards"]]
    priv["offer_expeditions"] = []
    state["discard"].extend(cmd["cards"])  # "Discard the 2 remaining ones face up on the right-most space"


def legal_society(state, pr):
    return [{"type": "keep_society", "card": c} for c in player(state, pr["seat"])["private"]["offer_society"]]


def apply_society(state, pr, cmd, ctx):
    seat = pr["seat"]
    p = player(state, seat)
    p["private"]["offer_society"] = []
    # 'Gain the starting benefits indicated at the bottom of the card. Then slide the card into the slot ...,
    # leaving your special ability visible': the ability is not active while the benefits are gained (the
    # British School of Orient's 2 Asia Knowledge at setup give no Reputation through its ability).
    society_cards.setup_benefits(state, seat, cmd["card"], ctx)
    p["society"] = cmd["card"]


RULE = "Player Setup (E)"
PROMPTS = {
    "setup_side": (legal_side, apply_side, False, RULE + ": choose the side of your Society board"),
    "setup_expertise": (legal_expertise, apply_expertise, False, RULE + ": assign 1, 2 and 3 Expertise"),
    "setup_expeditions": (legal_expeditions, apply_expeditions, False, RULE + ": keep 2 Expedition cards"),
    "setup_society": (legal_society, apply_society, False, RULE + ": keep 1 Society card"),
}
