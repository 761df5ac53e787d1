"""Scoring: Influence gained during the game plus game-end Influence, and the tie-break."""

from __future__ import annotations

from shared.domain.results import finish_result

from .components import CELLS, COMPONENTS, SABBATICAL, SUBJECTS, TILES
from .individual_board import total_theories

LAP = COMPONENTS["influence_lap"]
HUNDRED = COMPONENTS["influence_tile"]


def influence_track(total: int) -> dict:
    """The marker on the 0-50 loop: flipped after one lap, a 100 Influence tile after two ("flip it back
    to the front, take a 100 Influence tile")."""
    return {"space": total % LAP, "flipped": (total // LAP) % 2 == 1, "hundred_tiles": total // HUNDRED}


def lines(player: dict) -> list[dict]:
    # "Management Board, Authority track: The Influence shown on each cell where you have a scholar"
    authority = sum(CELLS[c]["influence"] for c in player["authority"])
    # "Individual Board, Sabbatical track: The Influence shown on the rightmost cell, if you have a scholar there"
    sabbatical = 0
    for s in SUBJECTS:
        track = SABBATICAL[s]
        if player["sabbatical"][s] == len(track) - 1:
            sabbatical += track[-1]["influence"]
    # "Individual Board, Treatise presentation spaces: The Influence shown on each Treatise tile"
    treatises = sum(TILES[t]["influence"] for s in SUBJECTS for t in player["presentation"][s])
    return [
        {"source": "Influence track (gained during the game)", "points": player["influence"]},
        {"source": "Management Board, Authority track", "points": authority},
        {"source": "Individual Board, Sabbatical track (rightmost cell)", "points": sabbatical},
        {"source": "Individual Board, Treatise presentation spaces", "points": treatises},
    ]


def score(state: dict) -> dict:
    order = state["order"]
    out = []
    for p in state["players"]:
        ls = lines(p)
        total = sum(line["points"] for line in ls)
        # "If players are tied on Influence, the player with the most Theories in total wins. If still tied,
        # the player who is earlier in the turn order wins."
        out.append({"seat": p["seat"], "name": p["name"], "total": total, "lines": ls,
                    "influence_track": influence_track(total),
                    "tiebreak": [total_theories(p), -order.index(p["seat"])]})
    ranked = sorted(out, key=lambda r: (-r["total"], -r["tiebreak"][0], -r["tiebreak"][1]))
    best = ranked[0]
    winners = [r["seat"] for r in ranked if r["total"] == best["total"] and r["tiebreak"] == best["tiebreak"]]
    result = {"ranking": [r["seat"] for r in ranked], "winners": winners, "players": out,
              "final": bool(state.get("over"))}
    return finish_result(result, {p["seat"]: p["name"] for p in state["players"]})
