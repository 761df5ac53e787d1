"""University of London - Study in the university (and Deepen knowledge).

'If your explorer has an Expertise of 1 or 2, gain 1 Knowledge in the expedition
region of your choice. OR If your explorer has an Expertise of 3 or more, gain 2
Knowledge to distribute in one or two expedition regions of your choice.
Deepen knowledge: If your explorer has an Expertise of 4 or more, discard 1 Relic
token from a region to gain 3 Knowledge in that region.'
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from .core import gain_knowledge, player, remove_relic
from .data import REGIONS

_ONE = [(r,) for r in REGIONS]
_TWO = list(combinations_with_replacement(REGIONS, 2))


def actions(state, seat, level):
    # fresh commands each time: a caller may edit what legal() returns
    cmds = [{"type": "study_university", "regions": list(c)} for c in (_ONE if level <= 2 else _TWO)]
    if level >= 4:
        cmds.extend({"type": "deepen", "relic": key} for key in sorted(player(state, seat)["relics"]))
    return cmds


def apply(state, seat, level, cmd, ctx):
    if cmd["type"] == "study_university":
        regions = cmd["regions"]
        if len(regions) == 2 and regions[0] == regions[1]:
            gain_knowledge(state, seat, regions[0], 2, ctx)
        else:
            for r in regions:
                gain_knowledge(state, seat, r, 1, ctx)
    else:  # deepen
        remove_relic(state, seat, cmd["relic"])
        gain_knowledge(state, seat, cmd["relic"].partition(":")[0], 3, ctx)


def threshold(cmd, level):
    """The Expertise the action needs at this level: 1 (1 Knowledge), 3 (2 Knowledge), 4 (Deepen knowledge)."""
    if cmd["type"] == "deepen":
        return 4
    return 1 if level <= 2 else 3


TYPES = ("study_university", "deepen")
