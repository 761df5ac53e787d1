"""Round Sequence 9-10, Game End 1 and Winning 1."""

from services.modern_society.rules import ENGINE
from services.modern_society.rules.components import STRAIGHT_MAX, STRAIGHT_MIN, TRACK_MAX, TRACK_MIN

from .ms_helpers import T, at_exchange, give_laws, step, types


def test_start_player_moves_clockwise_each_round():
    """Preparation 5: "the Start Player will change each round, moving clockwise between the players"."""
    state = at_exchange(4, hands=[[T("Riots")], [T("Tax Cuts")], [T("Racism")], []], start=2, round_=1)
    assert ENGINE.pending(state) == [2]
    events = step(state, 2, {"type": "pass"})
    started = [e for e in events if e["type"] == "round_started"]
    assert started and started[0]["data"]["start"] == 3 and started[0]["data"]["round"] == 2


def test_season_end_discards_table_deals_five_within_limit_and_straightens():
    """10: "All Topic cards that have been played on the table are discarded and players are dealt out 5
    new cards (or as many as the hand limit of 8 allows). If some of the markers are on the positive or
    negative curves ... they are returned to the nearest point on the straight section"; 9: a new round."""
    six = [T(n) for n in ("Riots", "Tax Cuts", "Wind Farms", "Racism", "Internet", "Crime Wave")]
    eight = [T(n) for n in ("Censorship", "Border War", "Riots", "Police Reform", "Arms Race", "Civil War",
                            "Big Pharma", "Tech Giant")]
    eight.remove(T("Riots"))
    eight.append(T("Unemployment"))
    state = at_exchange(4, hands=[[T("Equality")], six, [], eight], start=0, round_=3, queue=[0])
    table = [[1, T("Gay Marriage"), 2], [2, T("Oil Spill"), 3]]
    state["table"] = table
    from .ms_helpers import fix_deck
    fix_deck(state)
    state["track"] = [TRACK_MAX, TRACK_MIN + 2, 2, -3]
    events = step(state, 0, {"type": "pass"})
    assert types(events)[:3] == ["exchange_declined", "round_ended", "season_ended"]
    assert state["table"] == []
    assert {T("Gay Marriage"), T("Oil Spill")} <= set(state["discard"]) | {c for h in state["hands"] for c in h}
    # "5 new cards (or as many as the hand limit of 8 allows)": 1 -> 6, 6 -> 8, 0 -> 5, 8 -> 8 (not "refill
    # to 5", which would leave 1 -> 5 and 6 -> 6; RULES_NOTES, decision on the issue text)
    assert [len(h) for h in state["hands"]] == [6, 8, 5, 8]
    assert state["hands"][3] == eight
    assert state["track"] == [STRAIGHT_MAX, STRAIGHT_MIN, 2, -3]
    assert (state["round"], state["season"], state["start"]) == (4, 2, 1)
    # 9/10 "Go to step 6.2.1." is garbled (RULES_NOTES): nothing is scored again, the next round starts at
    # step 1 with every seat playing face down.
    assert "round_scored" not in types(events)
    assert state["phase"] == "play" and state["wave"] == 1 and ENGINE.pending(state) == [0, 1, 2, 3]


def test_game_ends_after_the_last_round():
    """9: "If the round marker is in the last circle of the Time Track, the game ends"."""
    state = at_exchange(4, hands=[[T("Riots")], [], [], []], start=0, round_=12)
    events = step(state, 0, {"type": "pass"})
    assert types(events)[-1] == "game_ended" and events[-1]["data"]["reason"] == "seasons"
    assert ENGINE.is_over(state)


def test_five_player_game_ends_after_three_seasons():
    """Game End 1: "For 5 players, the game ends after 3 Seasons." """
    state = at_exchange(5, hands=[[T("Riots")], [], [], [], []], start=0, round_=9)
    step(state, 0, {"type": "pass"})
    assert ENGINE.is_over(state)


def _finish(state):
    state["over"] = True
    state["end"] = {"reason": "seasons", "value": None}
    state["phase"] = "over"
    return ENGINE.score(state)


def test_only_the_top_law_of_each_value_counts():
    """Winning 1: "Players can only count one Law from each Value"; C: the new Law goes on top."""
    state = at_exchange(3, hands=[[], [], []])
    give_laws(state, 0, "R1a", "R3a", "R6a")
    give_laws(state, 1, "G1a", "B1a")
    result = _finish(state)
    p0 = result["players"][0]
    assert p0["total"] == 6
    assert [line["points"] for line in p0["lines"]] == [6, 0, 0, 0]
    assert result["winners"] == [0]


def test_tie_broken_by_highest_single_value_then_total_then_shared():
    """Winning 1: tied -> "highest number of influence points remaining (in any one Value)", then "most
    influence points remaining in all Values added together", then "joint winners"."""
    state = at_exchange(4, hands=[[], [], [], []])
    for s, law in enumerate(("R1a", "G1a", "B1a", "K1a")):
        give_laws(state, s, law)
    state["inf"] = [[4, 0, 0, 0], [3, 3, 3, 3], [0, 4, 1, 0], [0, 0, 4, 1]]
    result = _finish(state)
    assert sorted(result["winners"]) == [2, 3]
    assert result["ranking"][:2] == [2, 3] and result["ranking"][2] == 0 and result["ranking"][3] == 1
    state["inf"][3] = [0, 0, 4, 0]
    assert _finish(state)["winners"] == [2]


def test_short_deck_season_deal_is_random_between_seats():
    """Preparation 4 "Shuffle the Topic cards" / 10 "players are dealt out 5 new cards": when the deck holds
    fewer cards than the deal needs, which seat gets which of its last cards is random (the deck is shuffled),
    never the order the state happens to list them in (RULES_NOTES "The deck", "Empty deck")."""
    got = set()
    for seed in range(8):
        state = at_exchange(3, hands=[[T("Equality")], [], []], start=0, round_=3, queue=[0])
        keep = state["deck"][:7]
        state["discard"] = state["deck"][7:]
        state["deck"] = list(keep)
        events = step(state, 0, {"type": "pass"}, seed=seed)
        assert "deck_reshuffled" in types(events)
        dealt = next(e for e in events if e["type"] == "cards_dealt")["data"]["hands"]
        assert [len(h) for h in dealt] == [5, 5, 5]
        first = dealt[1]  # seat 1 starts round 4 and is dealt first
        assert set(first) <= set(keep)
        got.add(tuple(sorted(first)))
    assert len(got) > 1
