"""The Royal Society of Archeology and the undo policy (docs/UNDO.md)."""

from __future__ import annotations

import random

from services.royal_archeology.rules import ENGINE
from shared.domain import undo
from tests.undo_play import humans, new_table


def test_a_draw_from_a_face_down_deck_or_bag_ends_the_undo():
    """U3: a decision that "draws an Expedition card, a patron, a relic or a Bloomsbury tile from a face-down
    deck, bag or stack" may not be undone."""
    table = new_table(ENGINE, humans(3), {}, seed=1)
    rng = random.Random(1)
    while not ENGINE.is_over(table.record.state):
        seat = ENGINE.pending(table.record.state)[0]
        legal = ENGINE.legal(table.record.state, seat)
        hidden = ENGINE.undo_policy.hidden(table.record.state)
        table.decide(seat, legal[rng.randrange(len(legal))])
        if ENGINE.undo_policy.hidden(table.record.state) != hidden:
            refused = undo.refusal(ENGINE, table.record, seat, None)
            assert refused is not None and "hidden information was revealed" in refused.details["reason"]
            return
    raise AssertionError("nothing was drawn")


def test_a_random_outcome_is_never_undone():
    """U3: "a decision whose event records random outcomes (`rolls`) ... may not be undone"."""
    assert ENGINE.undo_policy.draws({"type": "explorer_placed", "data": {"rolls": [["a", "b"]]}})
    assert not ENGINE.undo_policy.draws({"type": "explorer_placed", "data": {"rolls": []}})


def test_the_automa_ends_the_players_turn():
    """U1, U3: the Automa never undoes, and its turn ends the human's."""
    players = [{"name": "ann", "kind": "human"}, {"name": "Automa", "kind": "automa", "policy": "automa"}]
    table = new_table(ENGINE, players, {"mode": "solo"}, seed=2)
    saw_undo = False
    for _ in range(400):
        if ENGINE.is_over(table.record.state):
            break
        seat = ENGINE.pending(table.record.state)[0]
        if seat == 1:
            table.decide(1, ENGINE.bot_command(table.record.state, 1, "automa", random.Random(0)))
            assert undo.targets(table.record, 0) == [] and undo.targets(table.record, 1) == []
            if saw_undo:
                return
            continue
        table.decide(0, ENGINE.legal(table.record.state, 0)[0])
        saw_undo = saw_undo or bool(undo.targets(table.record, 0))
    raise AssertionError("the Automa never followed an undoable decision")
