"""Standings and tie-breaks: a pure function of the entrants and the recorded table results.

Order (best first):
1. (elimination only) the last round an entrant played: survivors above the eliminated;
2. rank points: per table position, from the table size's row of `rank_points`
   (default: size - 1 - position, so 3/2/1/0 at four); every winner of a shared
   win gets the top row; a forfeited seat (timeout, resignation) gets nothing and
   counts as last at its table;
3. total game score over all rounds;
4. opponents' rank points (a Buchholz analogue for multiplayer tables): the sum,
   over every table played, of the final rank points of the other entrants there;
5. head-to-head among the entrants still tied: times placed above another of the
   tied group at a shared table, minus times placed below;
6. entrant id (a stated, arbitrary last resort).

A table result is `{"seats": [entrant id or None for a filler bot], "ranking": [seat, ...],
"winners": [seat, ...], "totals": [score per seat], "forfeited": [seat, ...]}`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

TableResult = Mapping[str, Any]


def default_rank_points(size: int) -> list[int]:
    return [size - 1 - position for position in range(size)]


def table_positions(result: TableResult) -> dict[int, int]:
    """Seat -> position (0 = first). Winners share 0; forfeited seats come last; the rest by ranking."""
    forfeited = set(result.get("forfeited") or [])
    winners = [s for s in result["winners"] if s not in forfeited]
    positions = dict.fromkeys(winners, 0)
    place = len(winners)
    for seat in result["ranking"]:
        if seat in positions or seat in forfeited:
            continue
        positions[seat] = place
        place += 1
    for seat in sorted(forfeited):
        positions[seat] = len(result["seats"]) - 1
    return positions


def seat_points(result: TableResult, rank_points: Mapping[str, Sequence[int]] | None = None) -> dict[int, int]:
    size = len(result["seats"])
    row = list((rank_points or {}).get(str(size)) or default_rank_points(size))
    forfeited = set(result.get("forfeited") or [])
    return {seat: 0 if seat in forfeited else row[position] for seat, position in table_positions(result).items()}


def compute_standings(
    entrants: Sequence[Mapping[str, Any]],
    rounds: Sequence[Sequence[TableResult]],
    rank_points: Mapping[str, Sequence[int]] | None = None,
    elimination: bool = False,
) -> list[dict[str, Any]]:
    """Every entrant's line, best first, with its `rank` (1-based)."""
    rows: dict[str, dict[str, Any]] = {
        e["id"]: {"entrant": e["id"], "name": e["name"], "points": 0, "score": 0, "games": 0, "wins": 0,
                  "forfeits": 0, "opponents_points": 0, "head_to_head": 0, "last_round": 0,
                  "dropped": bool(e.get("dropped"))}
        for e in entrants
    }
    tables: list[tuple[TableResult, dict[int, int]]] = []
    for number, results in enumerate(rounds, start=1):
        for result in results:
            points = seat_points(result, rank_points)
            positions = table_positions(result)
            tables.append((result, positions))
            for seat, entrant in enumerate(result["seats"]):
                if entrant is None or entrant not in rows:
                    continue
                row = rows[entrant]
                row["games"] += 1
                row["points"] += points.get(seat, 0)
                row["score"] += int(result["totals"][seat])
                row["wins"] += int(positions.get(seat) == 0 and seat not in (result.get("forfeited") or []))
                row["forfeits"] += int(seat in (result.get("forfeited") or []))
                row["last_round"] = number
    for result, _ in tables:
        present = [e for e in result["seats"] if e is not None and e in rows]
        for entrant in present:
            rows[entrant]["opponents_points"] += sum(rows[o]["points"] for o in present if o != entrant)

    def key(row: dict[str, Any]) -> tuple:
        return (-row["last_round"] if elimination else 0, -row["points"], -row["score"], -row["opponents_points"])

    ordered = sorted(rows.values(), key=lambda r: (key(r), r["entrant"]))
    ranked: list[dict[str, Any]] = []
    start = 0
    while start < len(ordered):
        end = start
        while end < len(ordered) and key(ordered[end]) == key(ordered[start]):
            end += 1
        group = ordered[start:end]
        if len(group) > 1:
            _head_to_head(group, tables)
            group.sort(key=lambda r: (-r["head_to_head"], r["entrant"]))
        ranked.extend(group)
        start = end
    for index, row in enumerate(ranked, start=1):
        row["rank"] = index
    return ranked


def _head_to_head(group: list[dict[str, Any]], tables: list[tuple[TableResult, dict[int, int]]]) -> None:
    members = {row["entrant"]: row for row in group}
    for result, positions in tables:
        seated = [(seat, e) for seat, e in enumerate(result["seats"]) if e in members]
        for seat, entrant in seated:
            for other_seat, other in seated:
                if other != entrant:
                    diff = positions.get(other_seat, 0) - positions.get(seat, 0)
                    members[entrant]["head_to_head"] += (diff > 0) - (diff < 0)


def standings_keys(standings: Sequence[Mapping[str, Any]]) -> list[tuple[str, tuple[float, ...]]]:
    """What the pairing sorts by (higher is better): points, score, opponents' points."""
    return [(row["entrant"], (row["points"], row["score"], row["opponents_points"])) for row in standings]
