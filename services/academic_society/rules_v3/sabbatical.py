"""Individual Board, Sabbatical track: placing a scholar (Society Headquarters) and moving it forward
(Society Headquarters, Astronomy Treatise tiles), with the Crest check."""

from __future__ import annotations

from .authority_track import holds_crest
from .components import SABBATICAL, SUBJECTS
from .steps import register

RULE = ("Society Headquarters: 'When placing a scholar on, or moving a scholar along, a Sabbatical track, "
        "the Crest shown on the destination space must be held on the Authority track.'")


def options(player: dict, allow_place: bool) -> list:
    out = []
    for s in SUBJECTS:
        pos = player["sabbatical"][s]
        track = SABBATICAL[s]
        if pos < 0:
            # "Place one scholar from your hand" - a Secretary never goes there; "A new scholar cannot be
            # placed on a Sabbatical track that already holds a scholar."
            if allow_place and player["hand"] > 0 and holds_crest(player, s, track[0]["crest"]):
                out.append({"type": "sabbatical", "action": "place", "subject": s})
        elif pos + 1 < len(track) and holds_crest(player, s, track[pos + 1]["crest"]):
            out.append({"type": "sabbatical", "action": "advance", "subject": s})
    return out


def _options(state: dict, step: dict) -> list:
    return options(state["players"][step["seat"]], step["place"])


def _apply(state: dict, step: dict, cmd: dict) -> None:
    player = state["players"][step["seat"]]
    s = cmd["subject"]
    if cmd["action"] == "place":
        player["hand"] -= 1
        player["sabbatical"][s] = 0
    else:
        player["sabbatical"][s] += 1


register("sabbatical", RULE, _options, _apply)
