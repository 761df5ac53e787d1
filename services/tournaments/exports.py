"""Standings and a crosstable as JSON and CSV (issue 37 item 5): pure functions of the folded tournament.

Crosstable: one row per entrant (in standings order), one cell per round: the table, the place there (1 =
first; a shared win places every winner first; a forfeit places last), the table's size, the rank points
it earned, and who else sat there. In CSV a cell reads `T<table> <place>/<size> +<points>`, `F` marking a
forfeit, and is empty for a round the entrant did not play.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.standings import seat_points, table_positions

STANDINGS_COLUMNS = ("rank", "entrant", "name", "points", "score", "wins", "games", "forfeits", "opponents_points",
                     "head_to_head", "dropped")


def standings_rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [{column: row[column] for column in STANDINGS_COLUMNS} for row in agg.standings(state)]


def crosstable(state: dict[str, Any]) -> dict[str, Any]:
    rounds = state["round"]
    cells: dict[str, list[dict[str, Any] | None]] = {e: [None] * rounds for e in state["order"]}
    for number in range(1, rounds + 1):
        for result in state["results"].get(str(number), []):
            points = seat_points(result, state.get("rank_points"))
            places = table_positions(result)
            forfeited = set(result.get("forfeited") or [])
            entrants = [e for e in result["seats"] if e is not None]
            for seat, entrant in enumerate(result["seats"]):
                if entrant is None or entrant not in cells:
                    continue
                cells[entrant][number - 1] = {
                    "round": number, "table": result["table"], "place": places[seat] + 1,
                    "size": len(result["seats"]), "points": points.get(seat, 0), "forfeited": seat in forfeited,
                    "with": [e for e in entrants if e != entrant]}
    rows = [{"rank": row["rank"], "entrant": row["entrant"], "name": row["name"], "points": row["points"],
             "rounds": cells[row["entrant"]]} for row in agg.standings(state)]
    return {"tournament_id": state["tournament_id"], "rounds": rounds, "complete_rounds": len(state["results"]),
            "rows": rows}


def _cell(cell: dict[str, Any] | None) -> str:
    if cell is None:
        return ""
    mark = " F" if cell["forfeited"] else ""
    return f"T{cell['table']} {cell['place']}/{cell['size']} +{cell['points']}{mark}"


def crosstable_csv(table: dict[str, Any]) -> str:
    header = ["rank", "entrant", "name", *(f"R{r}" for r in range(1, table["rounds"] + 1)), "points"]
    return to_csv(header, ([row["rank"], row["entrant"], row["name"], *map(_cell, row["rounds"]), row["points"]]
                           for row in table["rows"]))


def standings_csv(rows: list[dict[str, Any]]) -> str:
    return to_csv(list(STANDINGS_COLUMNS), ([row[c] for c in STANDINGS_COLUMNS] for row in rows))


def to_csv(header: Sequence[str], rows) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows([_inert(value) for value in row] for row in rows)
    return out.getvalue()


def _inert(value: Any) -> Any:
    """An entrant's name is theirs to choose: text a spreadsheet would run as a formula is quoted (OWASP)."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
