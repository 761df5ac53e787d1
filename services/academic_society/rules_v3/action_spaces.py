"""Action Spaces of the Society Board: each space's main action and optional bonus action."""

from __future__ import annotations

from . import contribution_track
from .authority_track import blue_moves
from .components import ASTRO, CHEM, MATH, PHYS, SPACE_ORDER, SPACES, SUBJECTS, THEORY_MAX
from .individual_board import gain_theories, total_theories
from .sabbatical import options as sabbatical_options
from .steps import push, push_all, register
from .treatise_tiles import take_options

PLACE_RULE = ("Phase 2: 'A scholar cannot be placed on an action space that already holds a scholar. (The Salon is "
              "an exception)' / '2-3 player game: You may not place a scholar on an action space that shows the "
              "4-player icon.' / the main action must be carried out")
BONUS_RULE = ("Phase 2: 'If the action space you placed on has a bonus action symbol (a star marker), you may carry "
              "out the bonus action after the main action.' (Spend 1 Contribution)")
SALON_RULE = "Salon: 'Choose one of the following two actions: Spend any 2 Theories and gain any 2 Theories. Gain 1 Influence.'"


def main_possible(state: dict, player: dict, location: str, pawn: str) -> bool:
    """Placing means carrying out the main action, so a space whose main action cannot be carried out
    cannot be chosen (RULES_NOTES)."""
    if location == "headquarters":
        th = player["theories"]
        if min(th.values()) < 1:
            return False
        hand_after = player["hand"] - (1 if pawn == "scholar" else 0)
        return bool(sabbatical_options(dict(player, hand=hand_after), True))
    if location == "library":
        return bool(take_options(state, player, None))
    if location == "lecture_hall":
        return total_theories(player) >= 3 and bool(blue_moves(player))
    return True


def bonus_possible(state: dict, player: dict, location: str) -> bool:
    if player["contribution"] < 1:
        return False
    if location in ("headquarters", "library"):
        return bool(take_options(state, player, None))
    th = player["theories"]
    if location == "workshop":
        return th[PHYS] < THEORY_MAX
    if location == "observatory":
        return th[ASTRO] < THEORY_MAX
    return min(th.values()) < THEORY_MAX  # lecture_hall, lecture_room: 1 Theory of any subject


def _place_options(state: dict, step: dict) -> list:
    player = state["players"][step["seat"]]
    pawns = []
    if player["hand"] > 0:
        pawns.append("scholar")
    if player["secretaries"]:
        # "If you have a Secretary in your hand, treat it as a scholar."
        pawns.append("secretary")
    four = state["n"] >= 4
    spaces = state["spaces"]
    out = []
    for sid in SPACE_ORDER:
        sp = SPACES[sid]
        if sp["four_player_only"] and not four:
            continue
        if not sp.get("unlimited") and spaces[sid] is not None:
            continue
        for pawn in pawns:
            if main_possible(state, player, sp["location"], pawn):
                out.append({"type": "place", "space": sid, "pawn": pawn})
    return out


def _place_apply(state: dict, step: dict, cmd: dict) -> None:
    seat = step["seat"]
    player = state["players"][seat]
    sid = cmd["space"]
    sp = SPACES[sid]
    if cmd["pawn"] == "scholar":
        player["hand"] -= 1
        player["board_scholars"] += 1
    else:
        player["board_secretaries"].append(player["secretaries"].pop(0))
    if sp.get("unlimited"):
        state["salon"].append(seat)
    else:
        state["spaces"][sid] = seat
    loc = sp["location"]
    then: list[dict] = []
    if loc == "headquarters":
        # "Spend one Theory of each of the four subjects ... Then choose one of the following two actions"
        for s in SUBJECTS:
            player["theories"][s] -= 1
        then.append({"k": "sabbatical", "seat": seat, "place": True})
    elif loc == "library":
        then.append({"k": "take_treatise", "seat": seat, "subjects": None})
    elif loc == "lecture_hall":
        then.append({"k": "spend_any", "seat": seat, "n": 3})
        then.append({"k": "blue_move", "seat": seat})
    elif loc == "workshop":
        gain_theories(player, {PHYS: 2}, extra=True)
    elif loc == "observatory":
        gain_theories(player, {ASTRO: 2}, extra=True)
    elif loc == "lecture_room":
        gain_theories(player, {CHEM: 1, MATH: 1}, extra=True)
    elif loc == "salon":
        then.append({"k": "salon", "seat": seat})
    if sp["bonus"]:
        then.append({"k": "bonus", "seat": seat, "location": loc})
    push_all(state, then)


def _bonus_options(state: dict, step: dict) -> list:
    opts = [{"type": "bonus", "use": False}]
    if bonus_possible(state, state["players"][step["seat"]], step["location"]):
        opts.append({"type": "bonus", "use": True})
    return opts


def _bonus_apply(state: dict, step: dict, cmd: dict) -> None:
    if not cmd["use"]:
        return
    seat = step["seat"]
    player = state["players"][seat]
    contribution_track.spend(state, player, 1)
    loc = step["location"]
    if loc in ("headquarters", "library"):
        push(state, {"k": "take_treatise", "seat": seat, "subjects": None})
    elif loc == "workshop":
        gain_theories(player, {PHYS: 2})  # bonus actions never get the Sabbatical extra Theory
    elif loc == "observatory":
        gain_theories(player, {ASTRO: 2})
    else:
        push(state, {"k": "gain_any", "seat": seat, "n": 1})


def _salon_options(state: dict, step: dict) -> list:
    opts = [{"type": "salon", "option": "influence"}]
    if total_theories(state["players"][step["seat"]]) >= 2:
        opts.append({"type": "salon", "option": "exchange"})
    return opts


def _salon_apply(state: dict, step: dict, cmd: dict) -> None:
    seat = step["seat"]
    if cmd["option"] == "influence":
        state["players"][seat]["influence"] += 1
    else:
        push_all(state, [{"k": "spend_any", "seat": seat, "n": 2}, {"k": "gain_any", "seat": seat, "n": 2}])


register("place", PLACE_RULE, _place_options, _place_apply)
register("bonus", BONUS_RULE, _bonus_options, _bonus_apply)
register("salon", SALON_RULE, _salon_options, _salon_apply)
