"""The one shape of a game result (engine `score()` and `game_finished.data.result`), for every game.

    {"ranking": [seat, ...],          best first (tie-breaks applied; still tied seats keep seat order)
     "winners": [seat, ...],          everyone who shares the win
     "players": [                     one entry per scored seat, in seat order
        {"seat": int, "name": str,
         "total": int,                the score the rulebook ranks on
         "lines": [{"source": str, "points": int, ...}],   sum(points) == total, always
         "notes": [{"source": str, "points": int, ...}],   informational figures that are not part of the sum
         "tiebreak": [...],           the rulebook's tie-break keys, in order
         "rank": int},                1 for every winner, else the position in `ranking` (1-based)
        ...],
     ...game-specific fields, each documented by its game (docs/frontends/results.md and each game's README.md)}

A front end can print `lines` as they are: they add up to `total`. Anything else worth showing (a track
position, a score that does not count towards the total, how a minimum was taken) goes to `notes`.
"""

from __future__ import annotations

from typing import Any


class ResultShapeError(AssertionError):
    """An engine built a result that breaks the shape above (a bug in the engine, never a user error)."""


def finish_result(result: dict[str, Any], names: dict[int, str]) -> dict[str, Any]:
    """Complete a game's result with the fields every game shares (name, notes, rank) and check that each
    player's lines add up to its total. `names` maps seat -> player name. Returns the same dict."""
    winners = set(result["winners"])
    position = {seat: index + 1 for index, seat in enumerate(result["ranking"])}
    for player in result["players"]:
        seat = player["seat"]
        player.setdefault("name", names.get(seat, f"seat {seat}"))
        player.setdefault("notes", [])
        player["rank"] = 1 if seat in winners else position[seat]
        added = sum(line["points"] for line in player["lines"])
        if added != player["total"]:
            raise ResultShapeError(f"seat {seat}: lines add up to {added}, total is {player['total']}")
    return result
