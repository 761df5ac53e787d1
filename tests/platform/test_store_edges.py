"""The edges' store operations (shared.store: access_tokens, request_limits, tournament_records, ...): the key
names they moved into shared.store.keys are those written before the move (stored format), and the
operations keep their replies' shapes."""

from __future__ import annotations

import fakeredis

from shared.store import keys
from shared.store.access_tokens import StreamTicketRecords, TokenHolders, WatchTicketRecords
from shared.store.locks import Locks
from shared.store.request_limits import RequestCounters, limiter_storage
from shared.store.tournament_records import TournamentRecords, tournament_recorded


def test_the_moved_keys_keep_the_names_spelled_before_the_move():
    assert keys.rate_limits_base("p:") == "p:tabletop:ratelimit"
    assert keys.command_rate_key("p:", "commands:token", "token:ab", 7) == "p:tabletop:ratelimit:commands:token:token:ab:7"
    assert keys.stream_leases_key("p:", "10.0.0.1") == "p:tabletop:streams:10.0.0.1"
    assert keys.tournament_summaries_key("p:") == "p:tournaments:proj:index:{tournaments}:summary"
    assert keys.tournaments_listed_key("p:") == "p:tournaments:proj:index:{tournaments}:all"
    assert keys.tournaments_listed_key("p:", "running") == "p:tournaments:proj:index:{tournaments}:running"


def test_the_limiter_shares_the_stores_pool_or_asks_the_cluster_itself():
    redis = fakeredis.FakeRedis()
    assert limiter_storage(redis, "redis://h:1/0", "p:") == (
        "redis://", {"key_prefix": "p:tabletop:ratelimit", "connection_pool": redis.connection_pool})
    cluster_like = object()  # a cluster client has no single connection pool
    assert limiter_storage(cluster_like, "redis://h:1/0", "p:") == (
        "redis+cluster://h:1/0", {"key_prefix": "p:tabletop:ratelimit"})


def test_request_counters_count_each_window_apart():
    counters = RequestCounters(fakeredis.FakeRedis(), "p:")
    first, second = counters.counter_key("s", "a", 1), counters.counter_key("s", "a", 2)
    assert counters.count_request([(first, 61), (second, 61)]) == [1, 1]
    assert counters.count_request([(first, 61)]) == [2]


def test_tokens_and_tickets_answer_by_digest_only():
    redis = fakeredis.FakeRedis()
    holders = TokenHolders(redis, "p:")
    holders.record_grant("g1", {"d1": 0, "d2": "organiser"})
    assert holders.all_holders("g1") == {"d1": "0", "d2": "organiser"}
    assert holders.holder_of("g2", "d1") is None and holders.granted_anywhere("d1")
    tickets = StreamTicketRecords(redis, "p:", ttl_s=60)
    tickets.issue("g1", "t1", 2)
    assert tickets.seat_of("g1", "t1") == 2 and tickets.seat_of("g2", "t1") is None
    assert tickets.issued_for_another_game("t1") and not tickets.issued_for_another_game("t2")
    watch = WatchTicketRecords(redis, "p:")
    watch.admit("g1", "w1", 60)
    assert watch.admitted("g1", "w1") and not watch.admitted("g2", "w1")
    assert 0 < redis.ttl(keys.watch_ticket_key("p:", "g1", "w1")) <= 60


def test_a_lock_is_released_only_by_its_holder():
    locks = Locks(fakeredis.FakeRedis())
    assert locks.take("k", "me", 10_000) and not locks.take("k", "you", 10_000)
    locks.release("k", "you")
    assert not locks.take("k", "you", 10_000)
    locks.release("k", "me")
    assert locks.take("k", "you", 10_000)


def test_tournament_records_round_trip():
    redis = fakeredis.FakeRedis()
    records = TournamentRecords(redis, "p:")
    records.record_seats("t1", {"e1": {"round": 1, "seat": 0}})
    assert records.seat_of("t1", "e1") == {"round": 1, "seat": 0} and records.seat_of("t1", "e2") is None
    records.note_finished_game("t1", "g1")
    assert records.noted_finished("t1", ["g1", "g2"]) == [True, False]
    assert not tournament_recorded(redis, "p:", "t1")
    redis.xadd(keys.stream_keys(keys.tournament_store_prefix("p:"), "t1").events, {"e": "{}"}, id="1-0")
    assert tournament_recorded(redis, "p:", "t1")


def test_a_reply_reads_as_text_and_a_missing_one_stays_missing():
    from shared.store.replies import text

    assert text(b"g-1") == "g-1"
    assert text("g-1") == "g-1"
    assert text(7) == "7"
    assert text(None) is None, "a missing reply must never read as the text 'None'"
