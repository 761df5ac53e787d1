"""What no undo crosses in this game (docs/UNDO.md): the events that reveal information or draw at random,
and the face-down state whose change means something hidden was revealed. The platform's undo fold
(shared.domain.undo) and the audit's undo check read it, so it is part of a rules version (hashed with it:
shared.domain.rules_versions), not of the presentation."""

from __future__ import annotations

from shared.domain.undo import UndoPolicy

# Undo (docs/UNDO.md): what an undo may not cross. Drawing from the deck is random and shows the cards to the
# drawer; a steal or a change takes a card at random; the reveal turns the face-down cards up; a returned
# card is shown to a neighbour. The face-down plays are simultaneous: a seat changes its own until the reveal.
_DRAWN, _RANDOM = "cards were drawn from the face-down deck", "a card was taken at random"
UNDO = UndoPolicy(
    reveals={"cards_dealt": _DRAWN, "feature_cards_drawn": _DRAWN, "exchange_cards_drawn": _DRAWN,
             "deck_reshuffled": "the deck was reshuffled", "card_stolen": _RANDOM, "cards_taken_for_change": _RANDOM,
             "cards_revealed": "the face-down cards were revealed", "card_returned": "a card was shown to a neighbour",
             "game_started": "the setup drew at random"},
    hidden=lambda state: len(state["deck"]) if state.get("started") else None,
    simultaneous=frozenset({"card_played", "second_card_declined"}),
)
