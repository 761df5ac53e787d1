"""Short English labels of Academic Society's decisions, in the rulebook's terms and catalog names."""

from __future__ import annotations

from .catalog import LOCATION_NAMES, cell_name, commission_name, space_name, subject_name, treatise_name


def _declare(state, seat, c):
    tile = commission_name(c["tile"])
    return f"Achieve {tile}" if c["achieve"] else f"Do not achieve {tile}"


def _place(state, seat, c):
    space = space_name(c["space"])
    article = "" if space[-1].isdigit() else "the "  # "Library 2", "the Salon"
    return f"Place a {c['pawn']} on {article}{space}"


def _sabbatical(state, seat, c):
    track = f"the {subject_name(c['subject'])} Sabbatical track"
    return f"Place a scholar on {track}" if c["action"] == "place" else f"Move a scholar forward on {track}"


def _salon(state, seat, c):
    return "Gain 1 Influence" if c["option"] == "influence" else "Spend any 2 Theories and gain any 2 Theories"


def _maintain(state, seat, c):
    if c["keep"]:
        return f"Keep the scholar on {cell_name(c['cell'])} (pay the Research Report cost)"
    return f"Move the scholar on {cell_name(c['cell'])} along the red arrow"


def _forced_move(state, seat, c):
    return f"Move the scholar on {cell_name(c['cell'])} along the red arrow"


def _blue_move(state, seat, c):
    return f"Move the scholar on {cell_name(c['cell'])} along a blue arrow to cell {c['to']}"


def _bonus(state, seat, c):
    step = state["stack"][-1] if state.get("stack") else {}
    where = LOCATION_NAMES.get(step.get("location"), "this space")
    return f"Carry out the {where} bonus action (spend 1 Contribution)" if c["use"] else "Skip the bonus action"


def _take_treatise(state, seat, c):
    return f"Take {treatise_name(c['tile'])} for {subject_name(c['subject'])}"


def _replace_treatise(state, seat, c):
    placed = state["players"][seat]["presentation"][c["subject"]]
    discarded = treatise_name(placed[c["slot"]]) if c["slot"] < len(placed) else f"slot {c['slot'] + 1}"
    return f"Discard {discarded} from the {subject_name(c['subject'])} presentation space"


def _activate(state, seat, c):
    tile = treatise_name(c["tile"])
    return f"Use the effect of {tile}" if c["use"] else f"Do not use the effect of {tile}"


LABELS = {
    "declare": _declare,
    "place": _place,
    "sabbatical": _sabbatical,
    "salon": _salon,
    "maintain": _maintain,
    "forced_move": _forced_move,
    "spend_theory": lambda state, seat, c: f"Spend 1 {subject_name(c['subject'])} Theory",
    "gain_theory": lambda state, seat, c: f"Gain 1 {subject_name(c['subject'])} Theory",
    "blue_move": _blue_move,
    "bonus": _bonus,
    "take_treatise": _take_treatise,
    "replace_treatise": _replace_treatise,
    "activate": _activate,
}


def label(state: dict, seat: int, command: dict) -> str:
    return LABELS[command["type"]](state, seat, command)
