"""Management Board, Authority track: crests, red arrows (Phase 3/4), blue arrows (Lecture Hall,
Physics Treatise tiles), and the same-column return rule."""

from __future__ import annotations

from .components import BLUE, CELLS, COLUMN, RED
from .steps import register


def holds_crest(player: dict, subject: str, rank: int) -> bool:
    """"A higher-rank Crest may be used in place of a lower-rank Crest." """
    if rank <= 0:
        return True
    for c in player["authority"]:
        crest = CELLS[c]["crest"]
        if crest and crest["subject"] == subject and crest["rank"] >= rank:
            return True
    return False


def red_cells(player: dict) -> list[int]:
    """Distinct cells holding this player's scholars that have a red arrow."""
    return sorted({c for c in player["authority"] if RED[c] is not None})


def blue_moves(player: dict) -> list[tuple[int, int]]:
    return [(c, d) for c in sorted(set(player["authority"])) for d in BLUE[c]]


def move(player: dict, frm: int, to: int) -> None:
    auth = player["authority"]
    auth.remove(frm)
    auth.append(to)


def resolve_columns(player: dict, *, wait: bool = False) -> int:
    """"if a player has more than one of their own scholars in the same column of the Authority track,
    compare the processing order of those cells, and return to hand the scholar on the cell with the
    smaller number. That scholar will be used as a scholar in Phase 2 of later rounds."

    The smaller number returns even when it is the scholar that just moved (6 -> 1 beside 5 returns the one
    now on 1). With wait=True (a return during Phase 2) the scholar waits in `scholars_waiting` until Phase 6
    hands it back, so it is next placed in a later round's Phase 2, not again in this one. Returns how many
    scholars left the track."""
    by_col: dict[str, list[int]] = {}
    for c in player["authority"]:
        col = COLUMN[c]
        if col is not None:
            by_col.setdefault(col, []).append(c)
    returned = 0
    for cells in by_col.values():
        if len(cells) > 1:
            cells.sort()
            for c in cells[:-1]:
                player["authority"].remove(c)
                if wait:
                    player["scholars_waiting"] = player.get("scholars_waiting", 0) + 1
                else:
                    player["hand"] += 1
                returned += 1
    return returned


def research_report_cost(cell: int) -> dict:
    return CELLS[cell]["cost"]


BLUE_RULE = ("Lecture Hall: 'Choose one scholar of yours that is placed on the Authority track ... and move it one "
             "space in the direction of a blue arrow on its cell. If there is more than one blue arrow, choose any "
             "blue arrow'")


def _blue_options(state: dict, step: dict) -> list:
    return [{"type": "blue_move", "cell": c, "to": d} for c, d in blue_moves(state["players"][step["seat"]])]


def _blue_apply(state: dict, step: dict, cmd: dict) -> None:
    player = state["players"][step["seat"]]
    move(player, cmd["cell"], cmd["to"])
    # The same-column rule is applied after every Authority move, blue arrows included (RULES_NOTES 6); a
    # scholar it returns during Phase 2 (Lecture Hall) is for a later round's Phase 2, not this one.
    resolve_columns(player, wait=state["phase"] == 2)


register("blue_move", BLUE_RULE, _blue_options, _blue_apply)
