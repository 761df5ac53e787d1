"""What no undo crosses in this game (docs/UNDO.md): the events that reveal information or draw at random,
and the face-down state whose change means something hidden was revealed. The platform's undo fold
(shared.domain.undo) and the audit's undo check read it, so it is part of a rules version (hashed with it:
shared.domain.rules_versions), not of the presentation."""

from __future__ import annotations

from shared.domain.undo import UndoPolicy


def _hidden(state):
    """What is face down (the sizes of the decks, bags and stacks) and what of it a prompt shows its seat (a
    publisher stack): a change means something hidden was revealed."""
    secret = state.get("secret")
    if not secret:
        return None
    sizes = tuple(sorted((name, len(zone) if isinstance(zone, list) else
                          tuple(sorted((key, len(part)) for key, part in zone.items())))
                         for name, zone in secret.items()))
    head = state["queue"][0] if state.get("queue") else None
    shown = (head["k"], head.get("stack")) if head and head["k"] == "publisher" else None
    return sizes, len(state.get("discard") or ()), shown


# Undo (docs/UNDO.md): a decision whose event carries random outcomes (`rolls`: a reshuffle, a bag refill)
# or that draws a card, a relic or a tile from a face-down deck, bag or stack, may not be undone.
UNDO = UndoPolicy(reveals={"game_set_up": "the setup shuffled every deck"},
                  draws=lambda event: bool(event["data"].get("rolls")), hidden=_hidden)
