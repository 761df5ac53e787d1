"""Academic Society's component catalog (GET /v1/catalog): the data files, with the ids views and
commands use and the names labels use (rulebook: "Components", "Action Spaces", "Treatise Tiles")."""

from __future__ import annotations

from shared.domain.catalog import collection

from . import texts
from .components import (
    AUTHORITY,
    COMPONENTS,
    CONTRIBUTION_TRACK,
    INDIVIDUAL_BOARD,
    ROYAL_COMMISSION,
    SABBATICAL,
    SOCIETY_BOARD,
    SPACES,
    SUBJECTS,
    TREATISES,
)

# The rulebook's names of the Society Board's locations.
LOCATION_NAMES = {
    "headquarters": "Society Headquarters",
    "library": "Library",
    "lecture_hall": "Lecture Hall",
    "workshop": "Workshop",
    "observatory": "Observatory",
    "lecture_room": "Lecture Room",
    "salon": "Salon",
}


def space_name(space_id: str) -> str:
    space = SPACES[space_id]
    location = LOCATION_NAMES[space["location"]]
    number = space_id.rsplit("_", 1)[-1]
    return f"{location} {number}" if number.isdigit() else location


def subject_name(subject: str) -> str:
    return subject.capitalize()


def treatise_name(tile_id: str) -> str:
    return f"Treatise tile {int(tile_id[1:])}"


def commission_name(tile_id: str) -> str:
    return f"Royal Commission tile {int(tile_id[2:])}"


def cell_name(cell: int) -> str:
    return f"Authority cell {cell}"


def sabbatical_spaces() -> list[dict]:
    """Each Sabbatical track's spaces (individual_board.json) as items with an id: "<subject>_<1-based>"."""
    return [{"id": f"{subject}_{i}", "subject": subject, "position": i, **space}
            for subject, track in SABBATICAL.items() for i, space in enumerate(track, start=1)]


def catalog() -> dict:
    return {
        "collections": {
            "action_spaces": collection(SOCIETY_BOARD["spaces"], name=lambda s: space_name(s["id"]),
                                        text=texts.action_space_text),
            "treatise_tiles": collection(TREATISES["tiles"], name=lambda t: treatise_name(t["id"]),
                                         text=texts.treatise_text),
            "royal_commission_tiles": collection(ROYAL_COMMISSION["tiles"], name=lambda t: commission_name(t["id"]),
                                                 text=texts.commission_text),
            "authority_cells": collection(AUTHORITY["cells"], id_field="cell", name=lambda c: cell_name(c["cell"]),
                                          text=texts.authority_cell_text),
            "contribution_spaces": collection(CONTRIBUTION_TRACK["spaces"], id_field="space",
                                              name=lambda s: f"Contribution space {s['space']}",
                                              text=texts.contribution_space_text),
            "sabbatical_spaces": collection(sabbatical_spaces(), text=texts.sabbatical_space_text,
                                            name=lambda s: f"{subject_name(s['subject'])} Sabbatical space "
                                                           f"{s['position']}"),
            "subjects": collection([{"id": s, "source": "rulebook"} for s in SUBJECTS],
                                   name=lambda s: subject_name(s["id"]), text=texts.subject_text),
        },
        "tables": {"components": COMPONENTS, "individual_board": INDIVIDUAL_BOARD,
                   "authority_track": {k: v for k, v in AUTHORITY.items() if k != "cells"},
                   "contribution_track": {k: v for k, v in CONTRIBUTION_TRACK.items() if k != "spaces"}},
        "references": {
            "declare.tile": "royal_commission_tiles",
            "place.space": "action_spaces",
            "sabbatical.subject": "subjects",
            "maintain.cell": "authority_cells",
            "forced_move.cell": "authority_cells",
            "spend_theory.subject": "subjects",
            "gain_theory.subject": "subjects",
            "blue_move.cell": "authority_cells",
            "blue_move.to": "authority_cells",
            "take_treatise.tile": "treatise_tiles",
            "take_treatise.subject": "subjects",
            "activate.tile": "treatise_tiles",
            "replace_treatise.subject": "subjects",
        },
        "view_references": {
            "spaces.{}": "action_spaces",
            "display.*[]": "treatise_tiles",
            "discard.*[]": "treatise_tiles",
            "players[].presentation.*[]": "treatise_tiles",
            "players[].presentation.{}": "subjects",
            "players[].authority[]": "authority_cells",
            "players[].theories.{}": "subjects",
            "rc_revealed[]": "royal_commission_tiles",
            "rc_removed[]": "royal_commission_tiles",
            "secretariat[]": "subjects",
        },
    }
