"""Round Sequence 6: Scoring the round."""

from services.modern_society.rules.components import TOPICS
from services.modern_society.rules.step6_scoring import score_round

from .ms_helpers import BLACK, BLUE, GREEN, RED, T, at_play, fix_deck, give_laws, play_all


def scoring_state(n, played, earlier=(), track=None, start=0, round_=2):
    """played: per seat the cards revealed this round; earlier: [(seat, card, round)] face up this season."""
    state = at_play(n, hands=[[] for _ in range(n)], start=start, round_=round_)
    state["played"] = [list(p) for p in played]
    state["table"] = [list(e) for e in earlier] + [[s, c, round_] for s, cards in enumerate(played) for c in cards]
    state["phase"] = "features"
    state["queue"] = []
    if track:
        state["track"] = list(track)
    return fix_deck(state)


def line(lines, seat, value):
    got = [ln for ln in lines if ln["seat"] == seat and ln["value"] == value]
    assert len(got) <= 1
    return got[0] if got else None


def test_john_and_ben_example():
    """6 example: John played 'Equality' and Ben 'Private Healthcare'; Red modifier +2 (3 places above
    start). "a. John scores 2 Red ... c. John played 'Minority Rights' in a previous round this season so
    scores 2 Red points. d. John also played 'Aging Population' and 'Welfare Diseases' in a previous round
    ... and so scores -4 Red points because Ben played Private Healthcare. e. ... net score ... is zero
    (+2 +0 +2 -4 = 0). However, as there is at least 1 positive score, the Red Value Modifier (+2) ... is
    applied. John gains 2 Red influence points." """
    john, _ben = 0, 1
    earlier = [(john, T("Minority Rights"), 1), (john, T("Aging Population"), 2), (john, T("Welfare Diseases"), 2)]
    state = scoring_state(3, [[T("Equality")], [T("Private Healthcare")], []], earlier, track=[3, 0, 0, 0],
                          round_=3)
    ln = line(score_round(state), john, RED)
    assert (ln["base"], ln["extra"], ln["penalty"], ln["modifier"], ln["gain"]) == (2, 2, -4, 2, 2)
    assert ln["total"] == 2


def test_john_and_ben_example_played_out():
    """The same example through the round sequence (the two cards' Red adjustments cancel out): the
    round_scored event gives John 2 Red."""
    john, ben = 0, 1
    state = at_play(3, hands=[[T("Equality")], [T("Private Healthcare")], []], start=john, round_=3)
    state["table"] = [[john, T("Minority Rights"), 1], [john, T("Aging Population"), 2],
                      [john, T("Welfare Diseases"), 2]]
    fix_deck(state)
    state["track"][RED] = 3
    events = play_all(state, {ben: T("Private Healthcare"), john: T("Equality")})
    scored = next(e for e in events if e["type"] == "round_scored")
    assert state["track"][RED] == 3
    assert line(scored["data"]["lines"], john, RED)["gain"] == 2
    assert state["inf"][john][RED] == 2


def test_cards_from_earlier_rounds_satisfy_conditions():
    """6: "the Topic card 'Youth Culture' was played by John during the 1st round ... During round 2, John
    plays 'Freedom of Speech' and Ben plays the 'Internet'. Ben will gain 2 Red points because 'Freedom of
    Speech' is in play and a further 2 Red points because 'Youth Culture' is in play from an earlier
    round." """
    john, ben = 0, 1
    state = scoring_state(3, [[T("Freedom of Speech")], [T("Internet")], []], [(john, T("Youth Culture"), 1)])
    ln = line(score_round(state), ben, RED)
    assert ln["base"] == 0 and ln["extra"] == 4 and ln["gain"] == 4


def test_minus_one_green_feature():
    """6.2.2: "Ben has played two cards this round (normally giving 1 and 2 Green influence points, so 3 in
    total). Ben now only receives 0 and 1 points." (a -1 Green card was played this round)."""
    ben = 1
    state = scoring_state(3, [[T("Welfare Diseases")], [T("Youth Culture"), T("Climate Summit")], []])
    assert line(score_round(state), ben, GREEN)["base"] == 1
    no_minus = scoring_state(3, [[T("Riots")], [T("Youth Culture"), T("Climate Summit")], []])
    assert line(score_round(no_minus), ben, GREEN)["base"] == 3


def test_minus_one_blue_feature_only_this_round():
    """6.2.2: "There is a similar feature that affects Blue points" - only cards played *this round*."""
    state = scoring_state(3, [[T("Workers' Strike")], [T("Tax Cuts")], []])
    assert line(score_round(state), 1, BLUE)["base"] == 1
    earlier = scoring_state(3, [[T("Riots")], [T("Tax Cuts")], []], [(0, T("Workers' Strike"), 1)])
    assert line(score_round(earlier), 1, BLUE)["base"] == 2


def test_prevention_symbol_blocks_a_value_for_everyone():
    """6.1: "The Red crossed out triangle means that Red influence points cannot be scored this round by
    any player"."""
    state = scoring_state(3, [[T("Racism")], [T("Equality")], [T("Minority Rights")]])
    lines = score_round(state)
    assert not [ln for ln in lines if ln["value"] == RED]
    assert line(lines, 0, BLACK) is not None


def test_override_law_scores_despite_prevention():
    """6.1: "It is still possible for a player to score points in a Value that is prevented provided they
    have the appropriate Law card symbol in play"."""
    state = scoring_state(3, [[T("Racism")], [T("Equality")], [T("Minority Rights")]])
    give_laws(state, 1, "R1d")
    lines = score_round(state)
    assert line(lines, 1, RED) is not None and line(lines, 2, RED) is None


def test_modifier_applied_to_net_scores_only():
    """6.2.5: the modifier applies if the score is "either positive or negative (i.e. not zero), or now net
    zero, but at least one positive score occurred" - not when nothing was scored."""
    state = scoring_state(3, [[T("Riots")], [T("Equality")], []], track=[2, 0, 0, -3])
    lines = score_round(state)
    assert line(lines, 0, RED) is None
    assert line(lines, 1, RED)["gain"] == 2 + 1
    assert line(lines, 0, BLACK)["gain"] == 1 - 2


def test_penalty_alone_is_a_negative_net_and_points_never_below_zero():
    """6.2.4 / 6.2.5 f: "they will lose 2 Red influence points for each condition/criteria that they meet";
    "A player cannot have negative points." """
    state = scoring_state(3, [[T("Riots")], [T("Private Healthcare")], []], [(0, T("Aging Population"), 1)])
    state["inf"][0][RED] = 1
    ln = line(score_round(state), 0, RED)
    assert ln["penalty"] == -2 and ln["gain"] == -2 and ln["total"] == 0


def test_scoring_order_values_then_turn_order():
    """6.2: "Start with Red ... In turn order, each player"; g: "Repeat step II. for Green, then Blue, then
    Black"."""
    state = scoring_state(3, [[T("Riots")], [T("Youth Culture")], [T("Equality")]], start=2)
    order = [(ln["value"], ln["seat"]) for ln in score_round(state)]
    assert order == sorted(order, key=lambda vs: (vs[0], (vs[1] - 2) % 3))
    assert order[0] == (RED, 2)


def test_icon_conditions_count_each_card_in_play():
    """E: "The War and Company cards are indicated by the appropriate icon ... Special features often refer
    to these two types of cards." Military Parade: 1 Black per War card in play."""
    state = scoring_state(3, [[T("Military Parade")], [T("Border War")], [T("Arms Race")]])
    assert line(score_round(state), 0, BLACK)["extra"] == 2


def test_minus_one_features_do_not_stack():
    """6.2.2: "check if any player has played a topic card this round with ... a "-1" Green coin. Each Topic
    card that gives Green influence points will give 1 less" - one check, so two -1 Green cards this round
    still take 1 off each card, not 2 (RULES_NOTES)."""
    state = scoring_state(3, [[T("Welfare Diseases")], [T("Climate Summit")], [T("Housing Bubble")]])
    assert all(GREEN in TOPICS[T(n)].minus for n in ("Welfare Diseases", "Housing Bubble"))
    assert line(score_round(state), 1, GREEN)["base"] == 2 - 1


def test_internet_black_bonus_and_prevention_only_from_this_round():
    """E: the Internet player gains "2 Black points if the 'Pedophile Scandal' is in play, 2 Black points if
    the 'Racism' is in play"; 6.1 checks only "the Topic cards played this round", so 'Racism' lying face up
    from an earlier round meets the condition without crossing Red out."""
    earlier = [(1, T("Pedophile Scandal"), 1), (2, T("Racism"), 1), (2, T("Youth Culture"), 1)]
    state = scoring_state(3, [[T("Internet")], [T("Equality")], [T("Riots")]], earlier)
    lines = score_round(state)
    assert line(lines, 0, BLACK)["extra"] == 4
    assert line(lines, 0, RED)["extra"] == 2
    assert line(lines, 1, RED)["base"] == 2
