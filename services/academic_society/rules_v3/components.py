"""Component data (rulebook "Components" and "Component Overview"), loaded once from ../data/*.json.

Every JSON item carries "source": "rulebook" | "assumed"; RULES_NOTES.md explains each assumption.
"""

from __future__ import annotations

import json
import os

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data")


def load(name: str) -> dict:
    with open(os.path.join(DATA_DIR, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


COMPONENTS = load("components")
AUTHORITY = load("authority_track")
SOCIETY_BOARD = load("society_board")
ROYAL_COMMISSION = load("royal_commission")
CONTRIBUTION_TRACK = load("contribution_track")
INDIVIDUAL_BOARD = load("individual_board")
TREATISES = load("treatise_tiles")

MATH, PHYS, ASTRO, CHEM = "mathematics", "physics", "astronomy", "chemistry"
# Individual Board order (Theory track, Sabbatical track, presentation rows): "Mathematics, Physics, Astronomy, Chemistry"
SUBJECTS: tuple[str, ...] = tuple(COMPONENTS["subjects_board_order"])
ROUNDS: int = COMPONENTS["rounds"]
THEORY_MAX: int = COMPONENTS["theory_max"]
THEORY_START: int = COMPONENTS["theory_start"]
SCHOLARS_PER_PLAYER: int = COMPONENTS["scholars_per_player"]
HAND_AT_START: int = COMPONENTS["scholars_in_hand_at_start"]
START_CELLS: list[int] = COMPONENTS["authority_start_cells"]
COMMISSION_REVEALS: list[int] = COMPONENTS["commission_reveals_by_round"]
COMMISSION_CONTRIBUTION: int = COMPONENTS["commission_contribution"]
REVEAL_PER_PILE: int = COMPONENTS["treatise_reveal_per_pile"]

CELLS: dict[int, dict] = {c["cell"]: c for c in AUTHORITY["cells"]}
CELL_ORDER: list[int] = sorted(CELLS)  # processing order
PREMIER_CELLS: list[int] = AUTHORITY["premier_cells"]
RED: dict[int, int | None] = {n: c["red"] for n, c in CELLS.items()}
BLUE: dict[int, list[int]] = {n: c["blue"] for n, c in CELLS.items()}
COLUMN: dict[int, str | None] = {n: c["column"] for n, c in CELLS.items()}

SPACES: dict[str, dict] = {s["id"]: s for s in SOCIETY_BOARD["spaces"]}
SPACE_ORDER: list[str] = [s["id"] for s in SOCIETY_BOARD["spaces"]]

COMMISSIONS: dict[str, dict] = {t["id"]: t for t in ROYAL_COMMISSION["tiles"]}

CONTRIB_SPACES: list[dict] = [s["bonus"] for s in CONTRIBUTION_TRACK["spaces"]]
CONTRIB_TOP: int = len(CONTRIB_SPACES) - 1
UPPER_LIMIT_INFLUENCE: int = CONTRIBUTION_TRACK["upper_limit_influence_per_space"]

SABBATICAL: dict[str, list[dict]] = INDIVIDUAL_BOARD["sabbatical_tracks"]
CAPACITY: dict[str, int] = INDIVIDUAL_BOARD["presentation_capacity"]
# Phase 5 activation order: top row to bottom row (board order), left to right.
POSITIONS: list[tuple[str, int]] = [(s, j) for s in SUBJECTS for j in range(CAPACITY[s])]

TILES: dict[str, dict] = {t["id"]: t for t in TREATISES["tiles"]}
BACKS: tuple[str, ...] = SUBJECTS
