"""F - Winning.

1. "the winner is the player with the most victory points (vps). Players can only count one Law from each
   Value ... If tied, the tied player with the highest number of influence points remaining (in any one
   Value) wins. If any players are still tied, the tied players with the most influence points remaining
   in all Values added together wins. ... still tied players ... are considered joint winners."
2. "If the game ends immediately because a Value marker has reached the XX Value Modifier then the player
   who has passed the highest number of vps of that Value wins. If tied, players share the win."
"""

from __future__ import annotations

from shared.domain.results import finish_result

from .components import LAWS, VALUES

SOURCE = "C - The Law cards / F Winning 1: top {} Law"


def law_vp(state, seat, value) -> int:
    stack = state["laws"][seat][value]
    return LAWS[stack[-1]]["vp"] if stack else 0


def score(state) -> dict:
    n = state["n"]
    players = []
    keys = {}
    for seat in range(n):
        lines = [{"source": SOURCE.format(VALUES[v]), "value": VALUES[v], "points": law_vp(state, seat, v)}
                 for v in range(4)]
        total = sum(line["points"] for line in lines)
        inf = state["inf"][seat]
        tiebreak = [max(inf), sum(inf)]
        players.append({"seat": seat, "total": total, "lines": lines, "tiebreak": tiebreak})
        keys[seat] = (total, *tiebreak)
    end = state.get("end") or {}
    if end.get("reason") == "anarchy":
        v = end["value"]
        best = max(law_vp(state, s, v) for s in range(n))
        winners = [s for s in range(n) if law_vp(state, s, v) == best]
        ranking = sorted(range(n), key=lambda s: (-law_vp(state, s, v), -keys[s][0], -keys[s][1], -keys[s][2], s))
        for p in players:
            p["anarchy_value"] = VALUES[v]
            p["anarchy_vp"] = law_vp(state, p["seat"], v)
            # F Winning 2 ranks on this Value's Law alone; the total (every top Law) stays what the lines add up to
            p["notes"] = [{"source": f"F Winning 2: anarchy in {VALUES[v]}, the winner passed the most vps of that "
                                     "Value", "points": p["anarchy_vp"]}]
    else:
        top = max(keys.values())
        winners = [s for s in range(n) if keys[s] == top]
        ranking = sorted(range(n), key=lambda s: (-keys[s][0], -keys[s][1], -keys[s][2], s))
    result = {"ranking": ranking, "winners": winners, "players": players,
              "end": end.get("reason"), "over": bool(state.get("over"))}
    return finish_result(result, {seat: p["name"] for seat, p in enumerate(state["players"])})
