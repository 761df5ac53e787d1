"""Setup: whole game and players. All random setup is drawn here and written into the setup event."""

from __future__ import annotations

import random

from .components import (
    BACKS,
    COMMISSIONS,
    COMPONENTS,
    HAND_AT_START,
    REVEAL_PER_PILE,
    ROUNDS,
    SPACE_ORDER,
    START_CELLS,
    SUBJECTS,
    THEORY_START,
    TILES,
)

# Hidden shuffle orders drawn per pile for later reshuffles (RULES_NOTES 19). Tiles are only drawn in Phase 6
# ("reveal 2 new tiles from each Treatise tile pile", once a round) and a reshuffle happens only right before a
# draw, so a pile is reshuffled at most ROUNDS * REVEAL_PER_PILE times: every reshuffle gets its own order.
RESHUFFLE_KEYS = ROUNDS * REVEAL_PER_PILE


def tiles_in_play(n: int) -> list[str]:
    """"2-3 player game: Remove from the game the 4 Treatise tiles that show the 4-player icon." """
    return [t for t, d in TILES.items() if n >= 4 or not d["four_player_only"]]


def setup_event(players: list[dict], rng: random.Random) -> dict:
    n = len(players)
    order = list(range(n))
    rng.shuffle(order)  # "Determine the turn order at random"
    rc_pile = sorted(COMMISSIONS)
    rng.shuffle(rc_pile)  # "Shuffle the Royal Commission tiles face down"
    in_play = tiles_in_play(n)
    piles, display, keys = {}, {}, {}
    for back in BACKS:
        pile = [t for t in in_play if TILES[t]["back"] == back]
        rng.shuffle(pile)  # "Shuffle the Treatise tiles face down, separated into four piles by back type"
        display[back] = [pile.pop() for _ in range(REVEAL_PER_PILE)]  # "Reveal 2 tiles from each pile"
        piles[back] = pile
        ks = []
        for _ in range(RESHUFFLE_KEYS):
            perm = [t for t in in_play if TILES[t]["back"] == back]
            rng.shuffle(perm)
            ks.append(perm)
        keys[back] = ks
    return {"type": "game_started", "v": 1, "data": {
        "players": [{"name": p["name"], "kind": p["kind"], "policy": p.get("policy")} for p in players],
        "order": order, "rc_pile": rc_pile, "piles": piles, "display": display, "shuffle_keys": keys}}


def build(data: dict) -> dict:
    n = len(data["players"])
    players = []
    for seat, p in enumerate(data["players"]):
        players.append({
            "seat": seat, "name": p["name"], "kind": p["kind"], "policy": p.get("policy"),
            "influence": 0, "contribution": 0, "stamp": 0,
            "theories": {s: THEORY_START for s in SUBJECTS},
            "hand": HAND_AT_START, "scholars_waiting": 0, "secretaries": [], "board_scholars": 0,
            "board_secretaries": [],
            "authority": list(START_CELLS),
            "sabbatical": {s: -1 for s in SUBJECTS},
            "presentation": {s: [] for s in SUBJECTS},
        })
    # "Place the Contribution markers on the START space ... so that the first player's marker is on top."
    for rank, seat in enumerate(reversed(data["order"])):
        players[seat]["stamp"] = rank + 1
    secretaries = list(COMPONENTS["secretaries"])
    return {
        "game": "academic_society", "n": n, "round": 1, "phase": 1, "stage": "reveal", "cursor": 0,
        "over": False, "players": players, "order": list(data["order"]), "stamp": n,
        "spaces": {sid: None for sid in SPACE_ORDER if sid != "salon"}, "salon": [],
        # "2-player game: Do not place Secretaries on the Secretariat ... Place them beside the board instead."
        "secretariat": secretaries if n > 2 else [], "beside": [] if n > 2 else secretaries,
        "rc_pile": list(data["rc_pile"]), "rc_revealed": [], "rc_removed": [], "achieved": [],
        "piles": {b: list(v) for b, v in data["piles"].items()},
        "display": {b: list(v) for b, v in data["display"].items()},
        "discard": {b: [] for b in BACKS}, "reshuffles": {b: 0 for b in BACKS},
        "shuffle_keys": {b: [list(k) for k in v] for b, v in data["shuffle_keys"].items()},
        "laid": [], "lowest": [], "activated": [], "p5pos": 0,
        "stack": [], "legal": [],
    }
