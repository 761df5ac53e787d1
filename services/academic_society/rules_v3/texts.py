"""What each Academic Society component does, in words for people (the catalog's `display`; no rule reads it).

The words follow the rulebook's sections "Action Spaces", "Treatise Tiles", "Phase 1" (Royal Commission),
"Phase 3" (the Authority track), "Phase 4" (the Contribution track) and "Sabbatical Effects"; the numbers come
from the data files, so a text is marked with its item's source (assumed numbers make an assumed text).
"""

from __future__ import annotations

from shared.domain.catalog import amounts, component_text, plural


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def subject(name: str) -> str:
    return name.capitalize()


def theories(counts: dict[str, int]) -> str:
    return amounts(counts, lambda s, n: f"{n} {subject(s)} {'Theory' if n == 1 else 'Theories'}")


# The rulebook's "Action Spaces" section, one main and one bonus action per location.
MAIN_ACTIONS = {
    "headquarters": "Spend one Theory of each of the four subjects, then place a scholar from your hand on the "
                    "leftmost space of a Sabbatical track, or move a scholar on a Sabbatical track one space "
                    "forward (the destination's Crest must be held on the Authority track).",
    "library": "Choose one revealed Treatise tile and place it on the presentation space of its subject.",
    "lecture_hall": "Spend any 3 Theories, then move one of your scholars on the Authority track one cell "
                    "along a blue arrow.",
    "workshop": "Gain 2 Physics Theories.",
    "observatory": "Gain 2 Astronomy Theories.",
    "lecture_room": "Gain 1 Chemistry Theory and 1 Mathematics Theory.",
    "salon": "Spend any 2 Theories and gain any 2 Theories, or gain 1 Influence. Any number of scholars may "
             "stand here.",
}
BONUS_ACTIONS = {
    "headquarters": "Spend 1 Contribution to place a revealed Treatise tile on your board.",
    "library": "Spend 1 Contribution to place another revealed Treatise tile on your board.",
    "lecture_hall": "Spend 1 Contribution and gain 1 Theory of any subject.",
    "workshop": "Spend 1 Contribution and gain 2 Physics Theories.",
    "observatory": "Spend 1 Contribution and gain 2 Astronomy Theories.",
    "lecture_room": "Spend 1 Contribution and gain 1 Theory of any subject.",
}
MAIN_COSTS = {"headquarters": "1 Theory of each subject", "lecture_hall": "any 3 Theories"}


def action_space_text(space: dict) -> dict:
    location = space["location"]
    effect = MAIN_ACTIONS[location]
    if space.get("bonus"):
        effect += f" Bonus action (star): {BONUS_ACTIONS[location]}"
    if space.get("four_player_only"):
        effect += " Only in a 4-player game."
    return component_text(effect, source=space["source"], cost=MAIN_COSTS.get(location),
                          rule="Action Spaces")


def treatise_effect(effect: dict) -> tuple[str, str | None]:
    """(what the tile does in Phase 5, what it costs then)."""
    kind = effect["kind"]
    if kind == "place_treatise":
        both = " or ".join(subject(s) for s in effect["subjects"])
        return (f"Choose a revealed {both} Treatise tile and place it on your board.", None)
    if "flask_theory" in effect:
        return ("Gain 1 Theory of any subject for each round-bottom flask on your Treatise tiles.", None)
    if "flask_influence" in effect:
        return ("Gain 1 Influence for each triangle flask on your Treatise tiles.", None)
    cost_parts = []
    if effect.get("theories") and kind == "spend":
        cost_parts.append(theories(effect["theories"]))
    if effect.get("theories_any_cost"):
        cost_parts.append(plural(effect["theories_any_cost"], "Theory", "Theories") + " of any subject")
    if kind == "spend" and effect.get("contribution"):
        cost_parts.append(f"{effect['contribution']} Contribution")
    gained = []
    if kind == "gain" and effect.get("theories"):
        gained.append(theories(effect["theories"]))
    if effect.get("theories_any"):
        gained.append(plural(effect["theories_any"], "Theory", "Theories") + " in total of any subjects")
    if effect.get("influence"):
        gained.append(f"{effect['influence']} Influence")
    if effect.get("contribution_gain"):
        gained.append(f"{effect['contribution_gain']} Contribution")
    actions = [f"gain {' and '.join(gained)}"] if gained else []
    if effect.get("sabbatical"):
        actions.append("move a scholar on your Sabbatical track one space forward")
    if effect.get("blue_move"):
        actions.append("move a scholar on the Authority track one cell along a blue arrow")
    action = " and ".join(actions)
    cost = " and ".join(cost_parts) or None
    return (f"Spend {cost} to {action}." if cost else f"{action[:1].upper()}{action[1:]}.", cost)


def treatise_text(tile: dict) -> dict:
    effect, cost = treatise_effect(tile["effect"])
    subjects = " or ".join(subject(s) for s in tile["subjects"])
    effect = f"Each round in Phase 5: {effect} Placed on your {subjects} presentation space."
    if tile.get("flask"):
        effect += f" Shows a {tile['flask']} flask."
    if tile.get("four_player_only"):
        effect += " Only in a 4-player game."
    return component_text(effect, source=tile["source"], cost=cost,
                          points=f"{tile['influence']} Influence at game end" if tile.get("influence") else None,
                          rule="Treatise Tiles")


def commission_text(tile: dict) -> dict:
    return component_text(f"Phase 1: declare you achieve it, pay its cost and gain {tile['contribution']} "
                          "Contribution.", source=tile["source"], cost=theories(tile["cost"]),
                          rule="Phase 1: Contribution to the Nation")


def authority_cell_text(cell: dict) -> dict:
    keep = []
    if cell["cost"]["theories"]:
        keep.append(theories(cell["cost"]["theories"]))
    if cell["cost"].get("influence"):
        keep.append(f"{cell['cost']['influence']} Influence")
    parts = []
    if cell.get("crest"):
        crest = cell["crest"]
        parts.append(f"Holds the {subject(crest['subject'])} Crest of rank {crest['rank']}.")
    parts.append(f"Processed {ordinal(cell['cell'])} in Phase 3: pay the Research Report cost to stay, or move "
                 + (f"along the red arrow to cell {cell['red']}." if cell.get("red") else "(this cell must pay)."))
    if cell.get("blue"):
        parts.append("Blue arrows lead to cell " + " or ".join(str(b) for b in cell["blue"]) + ".")
    if cell["cell"] <= 4:
        parts.append("Premier Bonus in Phase 6: a lone scholar here takes this column's Secretary.")
    return component_text(" ".join(parts), source=cell["source"], cost=" and ".join(keep) or None,
                          points=f"{cell['influence']} Influence at game end" if cell.get("influence") else None,
                          rule="Phase 3: Maintaining Authority")


def contribution_space_text(space: dict) -> dict:
    bonus = space["bonus"]
    gains = []
    if bonus.get("influence"):
        gains.append(f"{bonus['influence']} Influence")
    if bonus.get("theory_any"):
        gains.append(plural(bonus["theory_any"], "Theory", "Theories") + " of any subject")
    effect = (f"Phase 4: a marker here gains {' and '.join(gains)}." if gains else "Phase 4: no bonus here.")
    if space["space"] == 8:
        effect += " Contribution beyond this space gives 2 Influence per space instead."
    return component_text(effect, source=space["source"], rule="Phase 4: Effects of Contribution")


SABBATICAL_EFFECTS = {
    "research_report": "Phase 3: the Research Report cost needs 1 {s} Theory less.",
    "royal_commission": "Phase 1: each Royal Commission cost needs 1 {s} Theory less.",
    "extra_theory": "Gaining {s} Theories by a main action or a Treatise tile gives 1 more.",
}


def subject_text(item: dict) -> dict:
    return component_text(f"One of the four subjects: {subject(item['id'])} Theories pay for actions, "
                          "tiles and Research Reports.", source=item["source"], rule="Components")


def sabbatical_space_text(space: dict) -> dict:
    name = space["subject"]
    return component_text(SABBATICAL_EFFECTS[space["effect"]].format(s=subject(name))
                          + f" Needs the {subject(name)} Crest of rank {space['crest']}.",
                          source=space["source"],
                          points=f"{space['influence']} Influence at game end (rightmost space only)"
                          if space.get("influence") else None, rule="Sabbatical Effects")

