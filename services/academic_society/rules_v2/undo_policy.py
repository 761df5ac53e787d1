"""What no undo crosses in this game (docs/UNDO.md): the events that reveal information or draw at random,
and the face-down state whose change means something hidden was revealed. The platform's undo fold
(shared.domain.undo) and the audit's undo check read it, so it is part of a rules version (hashed with it:
shared.domain.rules_versions), not of the presentation."""

from __future__ import annotations

from shared.domain.undo import UndoPolicy


def _face_down(state):
    """The face-down piles (Royal Commission, Treatise): a tile leaving one is revealed to everyone."""
    if not state.get("players"):
        return None
    return len(state["rc_pile"]), tuple(sorted((back, len(pile)) for back, pile in state["piles"].items()))


# Undo (docs/UNDO.md): Academic Society draws nothing after setup; a tile turned up from a face-down pile
# (a Treatise display refill, the next Royal Commission) is the only information revealed during play.
UNDO = UndoPolicy(reveals={"game_started": "the setup shuffled the piles"}, hidden=_face_down)
