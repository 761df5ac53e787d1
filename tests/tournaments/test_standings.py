"""Standings and tie-breaks (pure), and the ratings read model's order safety."""

from __future__ import annotations

import fakeredis
from hypothesis import given, settings
from hypothesis import strategies as st

from services.tournaments.standings import compute_standings, seat_points, table_positions
from shared.app.matchmaking.ratings import Ratings, rated_seats

ENTRANTS = [{"id": e, "name": e.upper()} for e in ("a", "b", "c", "d")]


def table(seats, ranking, totals, winners=None, forfeited=()):
    return {"seats": seats, "ranking": ranking, "winners": winners or [ranking[0]], "totals": totals,
            "forfeited": list(forfeited)}


def test_rank_points_per_position_default_and_configured():
    result = table(["a", "b", "c", "d"], [2, 0, 3, 1], [5, 3, 9, 1])
    assert seat_points(result) == {2: 3, 0: 2, 3: 1, 1: 0}
    assert seat_points(result, {"4": [10, 5, 2, 0]}) == {2: 10, 0: 5, 3: 2, 1: 0}


def test_shared_wins_share_the_top_and_forfeits_count_last_with_nothing():
    result = table(["a", "b", "c"], [0, 1, 2], [7, 7, 3], winners=[0, 1])
    assert table_positions(result) == {0: 0, 1: 0, 2: 2}
    assert seat_points(result) == {0: 2, 1: 2, 2: 0}
    forfeit = table(["a", "b", "c"], [0, 1, 2], [9, 5, 3], forfeited=[0])
    assert seat_points(forfeit) == {1: 2, 2: 1, 0: 0}
    rows = {r["entrant"]: r for r in compute_standings(ENTRANTS[:3], [[forfeit]])}
    assert rows["a"]["forfeits"] == 1 and rows["a"]["wins"] == 0 and rows["b"]["wins"] == 1


def test_order_points_then_score_then_opponents_points_then_head_to_head():
    round1 = [table(["a", "b"], [0, 1], [10, 4]), table(["c", "d"], [0, 1], [10, 4])]
    round2 = [table(["a", "c"], [1, 0], [6, 6]), table(["b", "d"], [0, 1], [8, 2])]
    rows = compute_standings(ENTRANTS, [round1, round2])
    assert [r["entrant"] for r in rows] == ["c", "a", "b", "d"]
    assert [r["rank"] for r in rows] == [1, 2, 3, 4]
    by_id = {r["entrant"]: r for r in rows}
    assert by_id["a"]["points"] == by_id["b"]["points"] == 1 and by_id["a"]["score"] == 16 > by_id["b"]["score"] == 12
    # b and a tie on points, score and opponents' points: b finished above a at their table.
    tied = [table(["a", "b", "c"], [1, 0, 2], [5, 5, 5])]
    rows = compute_standings(ENTRANTS[:3], [tied], rank_points={"3": [1, 1, 0]})
    assert [(r["entrant"], r["points"], r["opponents_points"]) for r in rows] == [("b", 1, 1), ("a", 1, 1), ("c", 0, 2)]
    assert {r["entrant"]: r["head_to_head"] for r in rows} == {"b": 1, "a": -1, "c": 0}


def test_elimination_puts_survivors_above_the_eliminated():
    round1 = [table(["a", "b"], [1, 0], [1, 9]), table(["c", "d"], [0, 1], [9, 1])]
    final = [table(["b", "c"], [0, 1], [2, 1])]
    rows = compute_standings(ENTRANTS, [round1, final], elimination=True)
    assert [r["entrant"] for r in rows][:2] == ["b", "c"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.permutations([0, 1, 2, 3]), min_size=1, max_size=6))
def test_standings_never_depend_on_the_order_entrants_are_listed(rankings):
    rounds = [[table(["a", "b", "c", "d"], ranking, [10 - ranking.index(s) for s in range(4)])] for ranking in rankings]
    forward = compute_standings(ENTRANTS, rounds)
    backward = compute_standings(list(reversed(ENTRANTS)), rounds)
    assert forward == backward
    assert sum(r["points"] for r in forward) == 6 * len(rankings)


def test_rated_seats_are_identities_never_names():
    """Issue 22: names are for display; only seats with an identity `<client>:<user>` are rated."""
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "bot"}, {"name": "ann", "kind": "bot"},
               {"name": "automa", "kind": "automa"}]
    result = {"ranking": [2, 0, 3, 1], "winners": [2], "players": []}
    assert rated_seats(players, None, result) == [], "a game without identities is not rated"
    identities = ["acme:ann", "acme:bob", None, "acme:automa"]
    assert rated_seats(players, identities, result) == [("acme:ann", 1), ("acme:bob", 3)], "the Automa never"


def test_ratings_do_not_depend_on_the_order_results_are_projected():
    games = [(f"g{i}", f"2026-01-01T00:00:{i:02d}+00:00", [("x", i % 3), ("y", (i + 1) % 3), ("z", (i + 2) % 3)])
             for i in range(12)]
    in_order, shuffled = Ratings(fakeredis.FakeRedis()), Ratings(fakeredis.FakeRedis())
    for game_id, when, seats in games:
        in_order.record("g", game_id, when, seats)
        in_order.refresh("g")
    for game_id, when, seats in games[6:] + games[:6]:
        shuffled.record("g", game_id, when, seats)
        shuffled.refresh("g")
    assert not shuffled.record("g", "g0", games[0][1], games[0][2]), "a game is recorded once"
    assert in_order.leaderboard("g", 0, 10) == shuffled.leaderboard("g", 0, 10)
    board, total = in_order.leaderboard("g", 0, 2)
    assert total == 3 and len(board) == 2 and board[0]["rank"] == 1 and board[0]["games"] == 12
    assert in_order.player("g", "nobody") is None


def test_ratings_know_when_results_wait_to_be_applied():
    ratings = Ratings(fakeredis.FakeRedis())
    assert not ratings.behind("g")
    ratings.record("g", "g1", "2026-01-01T00:00:00+00:00", [("x", 0), ("y", 1)])
    assert ratings.behind("g")
    ratings.refresh("g")
    assert not ratings.behind("g")
