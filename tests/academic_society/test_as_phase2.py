"""Phase 2: Research Activities and the Action Spaces."""

import pytest

from services.academic_society.rules import ENGINE
from services.academic_society.rules.components import SABBATICAL
from shared.domain.engine import IllegalMove, NotYourTurn

from .as_helpers import A, C, M, P, act, at, empty_hands, fresh, pending, theories, types


def _phase2(n=4, seed=0):
    state = fresh(n, seed=seed, order=list(range(n)))
    return at(state, 2, "turns")


def _spaces(state, seat):
    return {c["space"] for c in ENGINE.legal(state, seat) if c["type"] == "place"}


def _place(state, seat, space, pawn="scholar"):
    return act(state, seat, {"type": "place", "space": space, "pawn": pawn})


def test_turns_go_in_turn_order_one_scholar_each():
    """'Starting with the first player and continuing in turn order, each player takes one turn. On a turn,
    the player places one scholar pawn from their hand onto an action space'."""
    state = _phase2(3)
    assert pending(state) == 0
    state = _place(state, 0, "salon")
    state = act(state, 0, {"type": "salon", "option": "influence"})
    assert pending(state) == 1
    assert state["players"][0]["hand"] == 2 and state["players"][0]["board_scholars"] == 1


def test_no_pass_while_holding_a_scholar_and_empty_hands_pass():
    """'If you have no scholars in your hand, you must pass. You may not pass while you have scholars in your
    hand.' There is no pass command; a player with an empty hand is skipped."""
    state = _phase2(3)
    assert all(c["type"] == "place" for c in ENGINE.legal(state, 0))
    with pytest.raises(IllegalMove):
        ENGINE.decide(state, 0, {"type": "pass"}, None)
    state["players"][1]["hand"] = 0
    state = _place(state, 0, "workshop_1")
    state = act(state, 0, {"type": "bonus", "use": False}) if pending(state) == 0 else state
    assert pending(state) == 2


def test_occupied_space_is_refused_but_salon_takes_many():
    """'A scholar cannot be placed on an action space that already holds a scholar. (The Salon is an
    exception)' / Salon: 'This action space can hold any number of scholars or Secretaries.'"""
    state = _phase2(2)
    state = _place(state, 0, "workshop_2")
    assert "workshop_2" not in _spaces(state, 1)
    with pytest.raises(IllegalMove) as err:
        _place(state, 1, "workshop_2")
    assert err.value.field == "space"
    state = _place(state, 1, "salon")
    state = act(state, 1, {"type": "salon", "option": "influence"})
    assert "salon" in _spaces(state, 0)
    state = _place(state, 0, "salon")
    assert state["salon"] == [1, 0]


@pytest.mark.parametrize("n", [2, 3])
def test_four_player_spaces_closed_with_two_or_three(n):
    """'2-3 player game: You may not place a scholar on an action space that shows the 4-player icon.'"""
    state = _phase2(n)
    assert not any(s.endswith("_3") for s in _spaces(state, 0))
    assert "lecture_hall_2" not in _spaces(state, 0)
    with pytest.raises(IllegalMove):
        _place(state, 0, "workshop_3")


def test_four_player_spaces_open_with_four():
    """The 4-player-icon spaces ('2-3 player game: You may not place a scholar on an action space that shows the
    4-player icon') are open in a 4-player game."""
    state = _phase2(4)
    assert {"workshop_3", "observatory_3", "lecture_room_3", "headquarters_3"} <= _spaces(state, 0)


def test_secretary_is_placed_like_a_scholar():
    """'If you have a Secretary in your hand, treat it as a scholar.'"""
    state = _phase2(3)
    state["players"][0]["secretaries"] = [P]
    state = at(state, 2, "turns")
    pawns = {c["pawn"] for c in ENGINE.legal(state, 0)}
    assert pawns == {"scholar", "secretary"}
    state = _place(state, 0, "workshop_1", pawn="secretary")
    assert state["players"][0]["secretaries"] == [] and state["players"][0]["board_secretaries"] == [P]
    assert state["players"][0]["hand"] == 3


def test_workshop_observatory_lecture_room_main_actions():
    """Workshop: 'Gain 2 Physics Theories.' Observatory: 'Gain 2 Astronomy Theories.' Lecture Room: 'Gain 1
    Chemistry Theory and 1 Mathematics Theory.'"""
    state = _phase2(3)
    state = _place(state, 0, "workshop_2")
    assert state["players"][0]["theories"][P] == 6
    state = _place(state, 1, "observatory_2")
    assert state["players"][1]["theories"][A] == 6
    state = _place(state, 2, "lecture_room_2")
    assert state["players"][2]["theories"] == {M: 5, P: 4, A: 4, C: 5}


def test_theory_capped_at_six():
    """Theory track: 'The maximum you can hold in each subject is 6.'"""
    state = _phase2(2)
    theories(state, 0, m=4, p=5, a=4, c=4)
    state = _place(state, 0, "workshop_2")
    assert state["players"][0]["theories"][P] == 6


def test_bonus_action_spends_one_contribution_after_the_main_action():
    """'If the action space you placed on has a bonus action symbol (a star marker), you may carry out the
    bonus action after the main action.' Workshop bonus: 'Spend 1 Contribution and gain 2 Physics Theories.'"""
    state = _phase2(2)
    theories(state, 0, m=4, p=0, a=4, c=4)
    state["players"][0]["contribution"] = 2
    state = _place(state, 0, "workshop_1")
    assert state["players"][0]["theories"][P] == 2  # main action already done
    assert sorted(c["use"] for c in ENGINE.legal(state, 0)) == [False, True]
    state = act(state, 0, {"type": "bonus", "use": True})
    assert state["players"][0]["theories"][P] == 4
    assert state["players"][0]["contribution"] == 1


def test_bonus_needs_contribution_and_a_star():
    """The bonus costs 1 Contribution; spaces without the star have no bonus."""
    state = _phase2(2)
    state = _place(state, 0, "workshop_1")  # star, but 0 Contribution: the bonus is not offered
    assert pending(state) == 1
    state["players"][1]["contribution"] = 3
    state = _place(state, 1, "observatory_2")  # no star
    assert pending(state) == 0


def test_bonus_theory_is_not_boosted_by_sabbatical_extra_theory():
    """Additional Theory gain: 'This effect does not activate when you gain a Theory through a bonus action in
    Phase 2.' The main action gets +1."""
    state = _phase2(2)
    p0 = state["players"][0]
    theories(state, 0, m=0, p=0, a=0, c=0)
    p0["sabbatical"][P] = 2  # space 3: extra theory
    p0["contribution"] = 1
    state = _place(state, 0, "workshop_1")
    assert p0["theories"][P] == 3
    state = act(state, 0, {"type": "bonus", "use": True})
    assert p0["theories"][P] == 5


def test_extra_theory_for_lecture_room_both_subjects():
    """Additional Theory gain: 'when you gain a Theory of that subject through the main action ... gain 1
    additional Theory of that subject, once for each such activation.'"""
    state = _phase2(2)
    p0 = state["players"][0]
    theories(state, 0, m=0, p=0, a=0, c=0)
    p0["sabbatical"][C] = 2
    state = _place(state, 0, "lecture_room_2")
    assert p0["theories"] == {M: 1, P: 0, A: 0, C: 2}


# -- Society Headquarters ------------------------------------------------------------------------------

def test_headquarters_spends_one_of_each_and_places_on_sabbatical():
    """Society Headquarters: 'Spend one Theory of each of the four subjects ... Place one scholar from your
    hand on the leftmost space of any one of your Individual Board's Sabbatical tracks.'"""
    state = _phase2(2)
    state = _place(state, 0, "headquarters_2")
    p0 = state["players"][0]
    assert p0["theories"] == {M: 3, P: 3, A: 3, C: 3}
    opts = ENGINE.legal(state, 0)
    assert {(c["action"], c["subject"]) for c in opts} == {("place", s) for s in (M, P, A, C)}
    state = act(state, 0, {"type": "sabbatical", "action": "place", "subject": A})
    assert p0["sabbatical"][A] == 0 and p0["hand"] == 1


def test_headquarters_needs_one_theory_of_each_subject():
    """Society Headquarters main action: 'Spend one Theory of each of the four subjects' - without one of each,
    the main action cannot be carried out and the space is not offered (RULES_NOTES 2)."""
    state = _phase2(2)
    theories(state, 0, m=4, p=4, a=0, c=4)
    state = at(state, 2, "turns")
    assert not any(s.startswith("headquarters") for s in _spaces(state, 0))


def test_headquarters_advance_needs_the_destination_crest():
    """'When placing a scholar on, or moving a scholar along, a Sabbatical track, the Crest shown on the
    destination space must be held on the Authority track.' 'A higher-rank Crest may be used in place of a
    lower-rank Crest.'"""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["sabbatical"] = {M: 0, P: 0, A: 0, C: 0}  # nothing left to place
    p0["authority"] = [9, 10, 11, 12]  # rank-1 crests only; every second space needs rank 2
    state = at(state, 2, "turns")
    assert not any(s.startswith("headquarters") for s in _spaces(state, 0))
    p0["authority"] = [9, 10, 11, 4]  # cell 4: Mathematics rank 3 stands in for rank 2
    state = at(state, 2, "turns")
    state = _place(state, 0, "headquarters_2")
    assert p0["sabbatical"][M] == 1  # the single option (advance Mathematics) was taken
    assert p0["theories"] == {M: 3, P: 3, A: 3, C: 3}


def test_sabbatical_placement_needs_the_leftmost_crest_and_an_empty_track():
    """'A new scholar cannot be placed on a Sabbatical track that already holds a scholar.' and the Crest check."""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["sabbatical"][P] = 0
    p0["authority"] = [13]  # no crest at all
    state = at(state, 2, "turns")
    assert not any(s.startswith("headquarters") for s in _spaces(state, 0))
    p0["authority"] = [9, 10]  # Physics and Astronomy rank 1
    state = at(state, 2, "turns")
    state = _place(state, 0, "headquarters_2")
    # the only possible choice - place on Astronomy (rank-1 Astronomy crest held) - was taken automatically
    assert p0["sabbatical"] == {M: -1, P: 0, A: 0, C: -1}


def test_secretary_never_goes_to_the_sabbatical_track():
    """'A Secretary cannot be placed on the Sabbatical track.' With only a Secretary left in hand after the
    placement, Headquarters can only advance a scholar already on a track."""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["hand"] = 1
    p0["secretaries"] = [M]
    state = at(state, 2, "turns")
    places = {(c["space"], c["pawn"]) for c in ENGINE.legal(state, 0)}
    assert ("headquarters_2", "secretary") in places  # the scholar stays in hand for the Sabbatical track
    assert ("headquarters_2", "scholar") not in places  # only a Secretary would be left: nothing to place/advance
    state = _place(state, 0, "headquarters_2", pawn="secretary")
    assert all(c["action"] == "place" for c in ENGINE.legal(state, 0))


def test_crest_loss_does_not_affect_sabbatical_scholars():
    """'If a scholar on the Authority track moves so that the Crest's rank goes down or the Crest is lost,
    scholars already placed on the Sabbatical track are not affected.'
    The Physics scholar reached the rightmost space (which needs the rank-3 Physics crest) and the player has
    since lost every crest: the scholar stays, its ongoing effects still work and its Influence still scores."""
    state = _phase2(2)
    p0 = state["players"][0]
    last = len(SABBATICAL[P]) - 1
    assert SABBATICAL[P][last]["crest"] == 3
    p0["sabbatical"][P] = last
    p0["authority"] = [13]  # no crest at all any more
    theories(state, 0, m=0, p=0, a=0, c=0)
    state = at(state, 2, "turns")
    state = _place(state, 0, "workshop_2")
    assert p0["sabbatical"][P] == last
    assert p0["theories"][P] == 3  # 'Additional Theory gain' still applies: 2 + 1
    lines = {ln["source"]: ln["points"] for ln in ENGINE.score(state)["players"][0]["lines"]}
    assert lines["Individual Board, Sabbatical track (rightmost cell)"] == SABBATICAL[P][last]["influence"] > 0


# -- Library ---------------------------------------------------------------------------------------------

def _library_state(n=2):
    state = _phase2(n)
    p0 = state["players"][0]
    p0["sabbatical"][M] = 0  # Mathematics presentation space holds x2
    return state, p0


def test_library_needs_a_presentation_space():
    """'If no scholar is placed on a subject's Sabbatical track, that subject's Treatise presentation space can
    hold 0 Treatise tiles.' / 'If your Individual Board has no Treatise presentation space for that subject
    that can hold the tile, you cannot gain it.'"""
    state = _phase2(2)
    assert not any(s.startswith("library") for s in _spaces(state, 0))
    state, p0 = _library_state()
    state = at(state, 2, "turns")
    assert any(s.startswith("library") for s in _spaces(state, 0))
    state = _place(state, 0, "library_2")
    for c in ENGINE.legal(state, 0):
        assert c["subject"] == M


def test_library_places_mixed_tile_on_either_subject():
    """Mathematics and Physics tiles 'are placed on the Mathematics or Physics Treatise presentation space.'"""
    state, p0 = _library_state()
    p0["sabbatical"][P] = 0
    state["display"][M] = ["t17", "t01"]  # t17 is Mathematics-and-Physics
    state = at(state, 2, "turns")
    state = _place(state, 0, "library_2")
    opts = {(c["tile"], c["subject"]) for c in ENGINE.legal(state, 0)}
    assert {("t17", M), ("t17", P), ("t01", M)} <= opts and ("t01", P) not in opts
    state = act(state, 0, {"type": "take_treatise", "tile": "t17", "subject": P})
    assert p0["presentation"][P] == ["t17"] and "t17" not in state["display"][M]


def test_library_replacement_when_full():
    """'If placing it would exceed the Treatise tile limit of that presentation space, choose one Treatise
    tile already placed there, discard it, and then place the new tile in the same position.'"""
    state, p0 = _library_state()
    p0["presentation"][M] = ["t01", "t02"]
    state["display"][M] = ["t03", "t04"]
    state = at(state, 2, "turns")
    state = _place(state, 0, "library_2")
    state = act(state, 0, {"type": "take_treatise", "tile": "t03", "subject": M})
    assert {c["slot"] for c in ENGINE.legal(state, 0)} == {0, 1}
    state = act(state, 0, {"type": "replace_treatise", "subject": M, "slot": 0})
    assert p0["presentation"][M] == ["t03", "t02"]
    assert "t01" in state["discard"][M]


def test_library_bonus_takes_a_second_tile():
    """Library bonus: 'Spend 1 Contribution, choose one revealed Treatise tile, and place it'."""
    state, p0 = _library_state()
    p0["contribution"] = 1
    state["display"][M] = ["t03", "t04"]
    state = at(state, 2, "turns")
    state = _place(state, 0, "library_1")
    state = act(state, 0, {"type": "take_treatise", "tile": "t03", "subject": M})
    state = act(state, 0, {"type": "bonus", "use": True})
    state = act(state, 0, {"type": "take_treatise", "tile": "t04", "subject": M})
    assert p0["presentation"][M] == ["t03", "t04"] and p0["contribution"] == 0


def test_headquarters_bonus_places_a_treatise_tile():
    """Society Headquarters bonus: 'Spend 1 Contribution, choose one of the revealed Treatise tiles, and place
    it on the Treatise presentation space of its subject'. The scholar just placed on the Sabbatical track
    opens that subject's space."""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["contribution"] = 1
    state["display"][A] = ["t05", "t07"]
    state = _place(state, 0, "headquarters_1")
    state = act(state, 0, {"type": "sabbatical", "action": "place", "subject": A})
    state = act(state, 0, {"type": "bonus", "use": True})
    state = act(state, 0, {"type": "take_treatise", "tile": "t07", "subject": A})
    assert p0["presentation"][A] == ["t07"]


# -- Lecture Hall ----------------------------------------------------------------------------------------

def test_lecture_hall_spends_three_and_moves_along_a_blue_arrow():
    """Lecture Hall: 'Spend any 3 Theories in total. Choose one scholar of yours that is placed on the
    Authority track ... and move it one space in the direction of a blue arrow on its cell. If there is more
    than one blue arrow, choose any blue arrow'."""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["authority"] = [6]  # cell 6 has blue arrows to 2 and 1
    theories(state, 0, m=3, p=0, a=0, c=1)
    state = at(state, 2, "turns")
    state = _place(state, 0, "lecture_hall_1")
    for _ in range(3):
        subj = ENGINE.legal(state, 0)[0]["subject"] if len(ENGINE.legal(state, 0)) > 1 else None
        if ENGINE.legal(state, 0)[0]["type"] != "spend_theory":
            break
        state = act(state, 0, {"type": "spend_theory", "subject": subj})
    assert sum(p0["theories"].values()) == 1
    assert {(c["cell"], c["to"]) for c in ENGINE.legal(state, 0)} == {(6, 2), (6, 1)}
    state = act(state, 0, {"type": "blue_move", "cell": 6, "to": 1})
    assert p0["authority"] == [1]


def test_lecture_hall_needs_three_theories_and_a_blue_arrow():
    """Lecture Hall main action: 'Spend any 3 Theories in total. Choose one scholar ... and move it one space in the
    direction of a blue arrow' - offered only with 3 Theories and a scholar on a cell with a blue arrow."""
    state = _phase2(2)
    assert "lecture_hall_1" not in _spaces(state, 0)  # scholars on cells 1-4 have no blue arrow
    state["players"][0]["authority"] = [5]
    theories(state, 0, m=1, p=1, a=0, c=0)
    state = at(state, 2, "turns")
    assert "lecture_hall_1" not in _spaces(state, 0)
    theories(state, 0, m=1, p=1, a=1, c=0)
    state = at(state, 2, "turns")
    assert "lecture_hall_1" in _spaces(state, 0)


def test_lecture_hall_bonus_gains_any_theory():
    """Lecture Hall bonus: 'Spend 1 Contribution and gain 1 Theory of any subject.'"""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["authority"] = [5]
    p0["contribution"] = 1
    theories(state, 0, m=3, p=0, a=0, c=0)
    state = at(state, 2, "turns")
    state = _place(state, 0, "lecture_hall_1")  # spends forced (only Mathematics), move forced (5 -> 1)
    assert p0["authority"] == [1]
    state = act(state, 0, {"type": "bonus", "use": True})
    state = act(state, 0, {"type": "gain_theory", "subject": C})
    assert p0["theories"] == {M: 0, P: 0, A: 0, C: 1}


# -- Salon ---------------------------------------------------------------------------------------------

def test_salon_influence_or_exchange_and_no_bonus():
    """Salon: 'Spend any 2 Theories and gain any 2 Theories.' or 'Gain 1 Influence.' 'There is no bonus
    action on the Salon.'"""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["contribution"] = 5
    state = _place(state, 0, "salon")
    assert types(ENGINE.legal(state, 0)) == {"salon"}
    state = act(state, 0, {"type": "salon", "option": "exchange"})
    state = act(state, 0, {"type": "spend_theory", "subject": M})
    state = act(state, 0, {"type": "spend_theory", "subject": M})
    state = act(state, 0, {"type": "gain_theory", "subject": A})
    state = act(state, 0, {"type": "gain_theory", "subject": C})
    assert p0["theories"] == {M: 2, P: 4, A: 5, C: 5}
    assert pending(state) == 1  # no bonus offered
    state = _place(state, 1, "salon")
    state = act(state, 1, {"type": "salon", "option": "influence"})
    assert state["players"][1]["influence"] == 1


def test_salon_exchange_is_not_boosted():
    """Additional Theory gain: 'This effect does not activate when you gain a Theory of any subject.'"""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["sabbatical"][A] = 2
    state = _place(state, 0, "salon")
    state = act(state, 0, {"type": "salon", "option": "exchange"})
    state = act(state, 0, {"type": "spend_theory", "subject": M})
    state = act(state, 0, {"type": "spend_theory", "subject": M})
    state = act(state, 0, {"type": "gain_theory", "subject": A})
    assert p0["theories"][A] == 5


def test_phase_two_ends_when_every_hand_is_empty():
    """Phase 2 goes on until nobody holds a scholar; then Phase 3 begins."""
    state = _phase2(2)
    empty_hands(state, but=0)
    state["players"][0]["hand"] = 1
    state = at(state, 2, "turns")
    state = _place(state, 0, "salon")
    state = act(state, 0, {"type": "salon", "option": "influence"})
    assert state["phase"] >= 3


def test_not_your_turn():
    """Phase 2: 'Starting with the first player and continuing in turn order' - another seat's command is refused
    with NotYourTurn (engine protocol)."""
    state = _phase2(3)
    with pytest.raises(NotYourTurn):
        ENGINE.decide(state, 1, {"type": "place", "space": "salon", "pawn": "scholar"}, None)


def test_blue_arrow_move_applies_the_same_column_rule():
    """RULES_NOTES 6: the same-column return ('return to hand the scholar on the cell with the smaller number')
    is applied after blue-arrow moves too. Cell 10 (Astronomy) -> 5 (Physics) meets the player's scholar on 9."""
    state = _phase2(2)
    p0 = state["players"][0]
    p0["authority"] = [9, 10]
    theories(state, 0, m=3, p=0, a=0, c=0)
    state = at(state, 2, "turns")
    state = _place(state, 0, "lecture_hall_1")  # the 3 Mathematics are spent without a choice
    state = act(state, 0, {"type": "blue_move", "cell": 10, "to": 5})
    assert p0["authority"] == [9]
    # 3 - 1 placed; the returned one waits: "That scholar will be used as a scholar in Phase 2 of later rounds."
    assert p0["hand"] == 2 and p0["scholars_waiting"] == 1


def test_observatory_and_lecture_room_bonus_actions():
    """Observatory bonus: 'Spend 1 Contribution and gain 2 Astronomy Theories.' Lecture Room bonus: 'Spend 1
    Contribution and gain 1 Theory of any subject.' Neither bonus gets the Additional Theory gain ('This effect
    does not activate when you gain a Theory through a bonus action in Phase 2')."""
    state = _phase2(2)
    p0 = state["players"][0]
    theories(state, 0, m=0, p=0, a=0, c=0)
    p0["contribution"] = 2
    p0["sabbatical"] = {M: 2, P: -1, A: 2, C: 2}  # Additional Theory gain in Mathematics, Astronomy, Chemistry
    state = _place(state, 0, "observatory_1")
    assert p0["theories"][A] == 3  # main action 2 + 1 additional
    state = act(state, 0, {"type": "bonus", "use": True})
    assert p0["theories"][A] == 5 and p0["contribution"] == 1
    state = _place(state, 1, "salon")
    state = act(state, 1, {"type": "salon", "option": "influence"})
    state = _place(state, 0, "lecture_room_1")
    assert p0["theories"] == {M: 2, P: 0, A: 5, C: 2}  # 1 + 1 additional each
    state = act(state, 0, {"type": "bonus", "use": True})
    assert {c["subject"] for c in ENGINE.legal(state, 0)} == {M, P, A, C}
    state = act(state, 0, {"type": "gain_theory", "subject": M})
    assert p0["theories"] == {M: 3, P: 0, A: 5, C: 2} and p0["contribution"] == 0


@pytest.mark.parametrize("subject", [M, P, A, C])
def test_presentation_space_holds_its_printed_number_then_replaces(subject):
    """Individual Board: 'The number under each space (x2 or x3) shows how many Treatise tiles that space can
    hold.' Library: 'If placing it would exceed the Treatise tile limit of that presentation space, choose one
    Treatise tile already placed there, discard it, and then place the new tile in the same position.'"""
    from services.academic_society.rules.components import CAPACITY, TILES
    own = [t for t, d in TILES.items() if subject in d["subjects"] and not d["four_player_only"]]
    state = _phase2(2)
    p0 = state["players"][0]
    p0["sabbatical"][subject] = 0
    p0["presentation"][subject] = own[:CAPACITY[subject] - 1]
    state["display"] = {M: [], P: [], A: [], C: []}
    state["display"][TILES[own[-1]]["back"]] = [own[-1]]
    state["display"][TILES[own[-2]]["back"]].append(own[-2])
    state = at(state, 2, "turns")
    state = _place(state, 0, "library_2")
    state = act(state, 0, {"type": "take_treatise", "tile": own[-1], "subject": subject})
    assert len(p0["presentation"][subject]) == CAPACITY[subject]  # room for one more: no discard asked
    state = _place(state, 1, "salon")
    state = act(state, 1, {"type": "salon", "option": "influence"})
    state = _place(state, 0, "library_1")  # the one revealed tile left is taken without a choice
    assert own[-2] not in state["display"][TILES[own[-2]]["back"]]
    assert {c["slot"] for c in ENGINE.legal(state, 0)} == set(range(CAPACITY[subject]))
    state = act(state, 0, {"type": "replace_treatise", "subject": subject, "slot": 0})
    assert len(p0["presentation"][subject]) == CAPACITY[subject] and p0["presentation"][subject][0] == own[-2]
