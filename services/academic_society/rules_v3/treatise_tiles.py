"""Treatise Tiles: taking a revealed tile onto a presentation space (with replacement), the piles,
and the 36 tile effects activated in Phase 5."""

from __future__ import annotations

from . import contribution_track
from .authority_track import blue_moves
from .components import BACKS, REVEAL_PER_PILE, TILES
from .individual_board import can_pay, capacity, flasks, gain_theories, pay, total_theories
from .sabbatical import options as sabbatical_options
from .steps import push, push_all, register

PLACE_RULE = ("Library: 'Choose one revealed Treatise tile and place it on the Treatise presentation space of the "
              "matching subject ... If your Individual Board has no Treatise presentation space for that subject "
              "that can hold the tile, you cannot gain it.'")
REPLACE_RULE = ("Library: 'If placing it would exceed the Treatise tile limit of that presentation space, choose one "
                "Treatise tile already placed there, discard it, and then place the new tile in the same position.'")
ACTIVATE_RULE = "Phase 5: Treatise Presentation Results / Treatise Tiles (tile effects)"


# -- piles -----------------------------------------------------------------------------------------

def draw(state: dict, back: str) -> str | None:
    """Top of a pile. "When a Treatise tile pile runs out, shuffle the discarded Treatise tiles face down
    to make a new pile. If there are no discarded tiles, do nothing." The shuffle's outcome was drawn at
    setup (one hidden random order per reshuffle, written into the setup event): sorting the discards by
    it is a uniform shuffle, and replay never re-rolls (RULES_NOTES)."""
    pile = state["piles"][back]
    if not pile:
        discard = state["discard"][back]
        if not discard:
            return None
        keys = state["shuffle_keys"][back]
        # one fresh hidden order per reshuffle (setup.RESHUFFLE_KEYS covers the most a game can need;
        # the modulo only keeps evolve total on hand-built states)
        order = keys[state["reshuffles"][back] % len(keys)]
        rank = {t: i for i, t in enumerate(order)}
        pile.extend(sorted(discard, key=rank.__getitem__))
        discard.clear()
        state["reshuffles"][back] += 1
    return pile.pop()


def refresh_display(state: dict) -> None:
    """Phase 6: "Discard all revealed Treatise tiles, and reveal 2 new tiles from each Treatise tile pile." """
    for back in BACKS:
        state["discard"][back].extend(state["display"][back])
        state["display"][back] = []
    for back in BACKS:
        for _ in range(REVEAL_PER_PILE):
            t = draw(state, back)
            if t is not None:
                state["display"][back].append(t)


# -- taking a tile -----------------------------------------------------------------------------------

def take_options(state: dict, player: dict, subjects: list | None) -> list:
    out = []
    for back in BACKS:
        for t in state["display"][back]:
            for s in TILES[t]["subjects"]:
                if (subjects is None or s in subjects) and capacity(player, s) > 0:
                    out.append({"type": "take_treatise", "tile": t, "subject": s})
    return out


def _take_options(state: dict, step: dict) -> list:
    return take_options(state, state["players"][step["seat"]], step.get("subjects"))


def _take_apply(state: dict, step: dict, cmd: dict) -> None:
    player = state["players"][step["seat"]]
    t, s = cmd["tile"], cmd["subject"]
    state["display"][TILES[t]["back"]].remove(t)
    row = player["presentation"][s]
    if len(row) < capacity(player, s):
        row.append(t)
    else:
        push(state, {"k": "replace", "seat": step["seat"], "subject": s, "tile": t})


def _replace_options(state: dict, step: dict) -> list:
    row = state["players"][step["seat"]]["presentation"][step["subject"]]
    return [{"type": "replace_treatise", "subject": step["subject"], "slot": i} for i in range(len(row))]


def _replace_apply(state: dict, step: dict, cmd: dict) -> None:
    row = state["players"][step["seat"]]["presentation"][step["subject"]]
    old = row[cmd["slot"]]
    state["discard"][TILES[old]["back"]].append(old)
    row[cmd["slot"]] = step["tile"]


register("take_treatise", PLACE_RULE, _take_options, _take_apply)
register("replace", REPLACE_RULE, _replace_options, _replace_apply)


# -- effects -------------------------------------------------------------------------------------------

def feasible(state: dict, player: dict, tile: str) -> bool:
    """Whether an optional (costly or placing) effect can be carried out in full."""
    e = TILES[tile]["effect"]
    if e["kind"] == "place_treatise":
        return bool(take_options(state, player, e["subjects"]))
    if e.get("contribution", 0) > player["contribution"]:
        return False
    if "theories" in e and not can_pay(player, e["theories"]):
        return False
    if e.get("theories_any_cost", 0) > total_theories(player):
        return False
    if e.get("sabbatical") and not sabbatical_options(player, False):
        return False
    if e.get("blue_move") and not blue_moves(player):
        return False
    return True


def activate(state: dict, seat: int, tile: str) -> None:
    """Phase 5: activate one tile. Gains are automatic; effects that cost something or place a tile
    are offered as a yes/no choice (RULES_NOTES)."""
    state["activated"].append(tile)
    player = state["players"][seat]
    e = TILES[tile]["effect"]
    if e["kind"] == "gain":
        if "influence" in e:
            player["influence"] += e["influence"]
        if "theories" in e:
            gain_theories(player, e["theories"], extra=True)
        if "theories_any" in e:
            push(state, {"k": "gain_any", "seat": seat, "n": e["theories_any"]})
        if "flask_theory" in e:
            # "For each round-bottom flask on your Individual Board's Treatise presentation spaces, gain 1 Theory of any subject."
            n = flasks(player, e["flask_theory"])
            if n:
                push(state, {"k": "gain_any", "seat": seat, "n": n})
        if "flask_influence" in e:
            player["influence"] += flasks(player, e["flask_influence"])
    elif feasible(state, player, tile):
        push(state, {"k": "activate", "seat": seat, "tile": tile})


def _activate_options(state: dict, step: dict) -> list:
    if not feasible(state, state["players"][step["seat"]], step["tile"]):
        return []
    return [{"type": "activate", "tile": step["tile"], "use": True},
            {"type": "activate", "tile": step["tile"], "use": False}]


def _activate_apply(state: dict, step: dict, cmd: dict) -> None:
    if not cmd["use"]:
        return
    seat = step["seat"]
    player = state["players"][seat]
    e = TILES[step["tile"]]["effect"]
    if e["kind"] == "place_treatise":
        push(state, {"k": "take_treatise", "seat": seat, "subjects": e["subjects"]})
        return
    contribution_track.spend(state, player, e.get("contribution", 0))
    if "theories" in e:
        pay(player, e["theories"])
    if "influence" in e:
        player["influence"] += e["influence"]
    if "contribution_gain" in e:
        contribution_track.gain(state, player, e["contribution_gain"])
    then = []
    if e.get("theories_any_cost"):
        then.append({"k": "spend_any", "seat": seat, "n": e["theories_any_cost"]})
    if e.get("theories_any"):
        then.append({"k": "gain_any", "seat": seat, "n": e["theories_any"]})
    if e.get("sabbatical"):
        then.append({"k": "sabbatical", "seat": seat, "place": False})
    if e.get("blue_move"):
        then.append({"k": "blue_move", "seat": seat})
    push_all(state, then)


register("activate", ACTIVATE_RULE, _activate_options, _activate_apply)
