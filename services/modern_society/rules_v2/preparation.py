"""F - Gameplay, Preparation 1-5 (and Game End 1 for the number of Seasons)."""

from __future__ import annotations

from .components import DEAL, LAW_IDS, LAWS, ROUNDS_PER_SEASON, SEASONS, TOPIC_IDS, VALUES
from .state import ev


def removed_laws(n: int, rng) -> list[str]:
    """Preparation 1: "For 4 players, remove one random 1vp card from each Law card deck. For 3 players,
    remove one random 1vp card and one random 3vp card from each Law card deck." """
    levels = {5: (), 4: (1,), 3: (1, 3)}[n]
    removed = []
    for value in range(len(VALUES)):
        for vp in levels:
            candidates = [lid for lid in LAW_IDS if LAWS[lid]["value"] == value and LAWS[lid]["vp"] == vp]
            removed.append(candidates[rng.randrange(len(candidates))])
    return removed


def setup_events(players, rng) -> list[dict]:
    n = len(players)
    removed = removed_laws(n, rng)
    # Preparation 4: "Shuffle the Topic cards and deal 5 to each player."
    deck = list(TOPIC_IDS)
    dealt = rng.sample(deck, DEAL * n)
    hands = [dealt[i * DEAL:(i + 1) * DEAL] for i in range(n)]
    # Preparation 5: "Randomly determine a Start Player"
    start = rng.randrange(n)
    return [
        ev("game_started",
           players=[{"name": p["name"], "kind": p["kind"], "policy": p.get("policy")} for p in players],
           seasons=SEASONS[n], last_round=SEASONS[n] * ROUNDS_PER_SEASON, removed=removed, first_start=start),
        ev("cards_dealt", hands=hands),
        ev("round_started", round=1, season=1, start=start),
    ]


def apply_game_started(state, d):
    n = len(d["players"])
    removed = set(d["removed"])
    state.clear()
    state.update({
        "started": True, "over": False, "end": None, "n": n, "players": d["players"],
        "seasons": d["seasons"], "last_round": d["last_round"], "first_start": d["first_start"],
        "round": 0, "season": 0, "start": d["first_start"],
        "track": [0, 0, 0, 0],
        "hands": [[] for _ in range(n)], "inf": [[0, 0, 0, 0] for _ in range(n)],
        "laws": [[[], [], [], []] for _ in range(n)],
        "supply": [lid for lid in LAW_IDS if lid not in removed], "removed": list(d["removed"]),
        "deck": list(TOPIC_IDS), "discard": [], "table": [], "played": [[] for _ in range(n)],
        "phase": "setup", "wave": 0, "waiting": [], "face_down": [None] * n, "queue": [], "value": 0,
        "bought": [False] * n, "change": None, "drawn": None,
    })
    return state


def apply_cards_dealt(state, d):
    deck = state["deck"]
    for seat, cards in enumerate(d["hands"]):
        hand = state["hands"][seat]
        for c in cards:
            deck.remove(c)
            hand.append(c)
    return state
