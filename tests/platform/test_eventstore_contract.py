"""The event store contract, run against every backend (fakeredis and a real Redis).

One abstract test class, subclassed per backend, in the style of the
eventsourcing library's recorder test cases.
"""

from __future__ import annotations

import threading

import pytest
from redis import exceptions as redis_errors

from shared.domain.errors import AppendOutcomeUnknown, GameNotFound, IdempotencyKeyReused, VersionConflict
from shared.store.eventstore import (
    GENESIS_HASH,
    BatchCommand,
    EventStore,
    canonical_json,
    chain_hash,
    verify_chain,
)


def ev(kind: str, **data):
    return {"type": kind, "v": 1, "data": data}


class EventStoreContract:
    """Subclasses provide a `redis` fixture for their backend."""

    @pytest.fixture
    def store(self, redis, key_prefix):
        return EventStore(redis, prefix=key_prefix)

    def test_first_append_starts_at_version_one(self, store):
        result = store.append("g1", [ev("a"), ev("b")], 0)
        assert [e["version"] for e in result.events] == [1, 2]
        assert result.version == 2
        assert store.version("g1") == 2

    def test_versions_have_no_gaps_across_appends(self, store):
        store.append("g1", [ev("a")], 0)
        store.append("g1", [ev("b"), ev("c")], 1)
        store.append("g1", [ev("d")], 3)
        assert [e["version"] for e in store.read("g1")] == [1, 2, 3, 4]

    def test_stale_expected_version_is_a_conflict_and_appends_nothing(self, store):
        store.append("g1", [ev("a")], 0)
        with pytest.raises(VersionConflict) as caught:
            store.append("g1", [ev("b")], 0)
        assert caught.value.actual == 1
        assert [e["type"] for e in store.read("g1")] == ["a"]

    def test_expected_version_ahead_of_the_stream_is_a_conflict(self, store):
        store.append("g1", [ev("a")], 0)
        with pytest.raises(VersionConflict):
            store.append("g1", [ev("b")], 5)

    def test_envelope_carries_the_contract_fields(self, store):
        store.append("g1", [ev("a", x=1)], 0, actor=2, command_id="c1", command={"type": "go"})
        (envelope,) = store.read("g1")
        assert envelope["game_id"] == "g1"
        assert envelope["type"] == "a" and envelope["v"] == 1 and envelope["data"] == {"x": 1}
        assert envelope["actor"] == 2 and envelope["command_id"] == "c1" and envelope["command"] == {"type": "go"}
        assert envelope["time"].endswith("+00:00")
        assert envelope["prev_hash"] == GENESIS_HASH
        assert envelope["hash"] == chain_hash(GENESIS_HASH, envelope)

    def test_hash_chain_links_every_event_to_the_last(self, store):
        store.append("g1", [ev("a"), ev("b")], 0)
        store.append("g1", [ev("c")], 2)
        events = store.read_raw("g1")
        assert events[1]["prev_hash"] == events[0]["hash"]
        assert events[2]["prev_hash"] == events[1]["hash"]
        assert verify_chain(events)[0]

    def test_tampering_breaks_the_chain(self, store):
        store.append("g1", [ev("a", n=1), ev("b")], 0)
        events = store.read_raw("g1")
        events[0]["data"]["n"] = 2
        ok, detail = verify_chain(events)
        assert not ok and "version 1" in detail

    def test_chain_uses_sha256_over_canonical_json(self, store):
        import hashlib

        store.append("g1", [ev("a", z=1, a=2)], 0)
        (envelope,) = store.read_raw("g1")
        body = {k: v for k, v in envelope.items() if k != "hash"}
        assert envelope["hash"] == hashlib.sha256((GENESIS_HASH + canonical_json(body)).encode()).hexdigest()

    def test_a_second_process_appends_on_the_same_chain(self, store, redis, key_prefix):
        store.append("g1", [ev("a")], 0)
        other = EventStore(redis, prefix=key_prefix)
        other.append("g1", [ev("b")], 1)
        store.append("g1", [ev("c")], 2)  # its cached head is stale: it must re-read it
        assert verify_chain(store.read_raw("g1"))[0]

    def test_read_from_a_version(self, store):
        store.append("g1", [ev("a"), ev("b"), ev("c")], 0)
        assert [e["type"] for e in store.read("g1", 2)] == ["b", "c"]
        assert [e["type"] for e in store.read("g1", 2, 2)] == ["b"]
        assert store.read("g1", 4) == []

    def test_games_are_separate_streams_with_hash_tagged_keys(self, store):
        store.append("g1", [ev("a")], 0)
        store.append("g2", [ev("b")], 0)
        assert [e["type"] for e in store.read("g2")] == ["b"]
        keys = store.keys("g1")
        for key in (keys.events, keys.meta, keys.idempotency, keys.secret):
            assert "{g1}" in key

    def test_idempotency_key_returns_the_first_result_and_appends_nothing(self, store):
        first = store.append("g1", [ev("a")], 0, idempotency_key="k", fingerprint="f")
        again = store.append("g1", [ev("a")], 0, idempotency_key="k", fingerprint="f")
        assert again.duplicate and again.version == first.version
        assert again.events == first.events
        assert store.version("g1") == 1

    def test_idempotency_key_reused_for_another_command_is_refused(self, store):
        store.append("g1", [ev("a")], 0, idempotency_key="k", fingerprint="f")
        with pytest.raises(IdempotencyKeyReused):
            store.append("g1", [ev("b")], 1, idempotency_key="k", fingerprint="other")
        assert store.version("g1") == 1

    def test_follow_returns_new_events_and_times_out_empty(self, store):
        store.append("g1", [ev("a")], 0)
        assert store.follow("g1", 1, block_ms=50) == []
        store.append("g1", [ev("b")], 1)
        assert [e["type"] for e in store.follow("g1", 1, block_ms=50)] == ["b"]

    def test_follow_wakes_up_on_an_append_from_another_thread(self, store, redis, key_prefix):
        store.append("g1", [ev("a")], 0)
        writer = EventStore(redis, prefix=key_prefix)
        timer = threading.Timer(0.1, lambda: writer.append("g1", [ev("b")], 1))
        timer.start()
        events = store.follow("g1", 1, block_ms=5000)
        timer.join()
        assert [e["version"] for e in events] == [2]

    def test_old_schema_versions_are_upcast_on_read(self, redis, key_prefix):
        old = EventStore(redis, prefix=key_prefix)
        old.append("g1", [{"type": "moved", "v": 1, "data": {"n": 3}}], 0)
        upcasters = {
            ("moved", 1): lambda d: {"steps": d["n"]},
            ("moved", 2): lambda d: {**d, "direction": "forward"},
        }
        new = EventStore(redis, prefix=key_prefix, upcasters=upcasters)
        (event,) = new.read("g1")
        assert event["v"] == 3 and event["data"] == {"steps": 3, "direction": "forward"}
        assert new.read_raw("g1")[0]["data"] == {"n": 3}  # stored form untouched: the chain still verifies
        assert verify_chain(new.read_raw("g1"))[0]

    def test_unknown_game_reads_empty_and_cannot_be_appended_mid_stream(self, store):
        assert store.read("nope") == [] and store.version("nope") == 0
        with pytest.raises(GameNotFound):
            store.append("nope", [ev("a")], 3)

    def test_race_twenty_threads_at_the_same_version_exactly_one_wins(self, store, redis, key_prefix):
        store.append("g1", [ev("start")], 0)
        barrier = threading.Barrier(20)
        outcomes = []

        def contender(index: int):
            own = EventStore(redis, prefix=key_prefix)
            barrier.wait()
            try:
                own.append("g1", [ev("move", by=index), ev("after", by=index)], 1)
                outcomes.append("won")
            except VersionConflict:
                outcomes.append("conflict")

        threads = [threading.Thread(target=contender, args=(i,)) for i in range(20)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert outcomes.count("won") == 1 and outcomes.count("conflict") == 19
        events = store.read_raw("g1")
        assert [e["version"] for e in events] == [1, 2, 3]
        assert events[1]["data"]["by"] == events[2]["data"]["by"]  # one command's events stay together
        assert verify_chain(events)[0]

    # -- a lost reply: the single append and the batch answer alike (one reply handling) -----------

    @staticmethod
    def _reply_lost(monkeypatch, store, run_first: bool, error=redis_errors.ConnectionError):
        """The script's reply never arrives, on whichever transport the store holds (redis-py's client, or its
        held connections on a real server): the connection breaks after it ran (run_first) or before."""
        real_run = store._script.run

        def lost(keys, args):
            if run_first:
                real_run(keys, args)
            raise error("Connection closed by server.")

        monkeypatch.setattr(store._script, "run", lost)

    @pytest.mark.parametrize("error", [redis_errors.ConnectionError, redis_errors.TimeoutError])
    def test_a_lost_reply_to_a_batch_is_outcome_unknown_like_an_append(self, store, redis, monkeypatch, error):
        store.append("g1", [ev("a")], 0)
        self._reply_lost(monkeypatch, store, run_first=False, error=error)
        with pytest.raises(AppendOutcomeUnknown) as single:
            store.append("g1", [ev("b")], 1)
        with pytest.raises(AppendOutcomeUnknown) as batched:
            store.append_batch("g1", [BatchCommand([ev("b")], 0, "c1")], 1)
        assert batched.value.details == single.value.details == {
            "game_id": "g1", "expected_version": 1, "idempotency_key_safe": False}
        monkeypatch.undo()
        assert [e["type"] for e in store.read("g1")] == ["a"]  # the connection broke before the script ran

    @pytest.mark.parametrize("error", [redis_errors.ConnectionError, redis_errors.TimeoutError])
    def test_a_batch_whose_reply_was_lost_after_it_ran_is_found_in_the_stream(self, store, redis, monkeypatch, error):
        """Issue 32: the writer resolves a lost reply explicitly: its own events in the stream, it landed once."""
        store.append("g1", [ev("a")], 0)
        self._reply_lost(monkeypatch, store, run_first=True, error=error)
        result = store.append_batch("g1", [BatchCommand([ev("b")], 0, "c1")], 1)
        assert result.version == 2 and not result.duplicate
        monkeypatch.undo()
        assert [e["type"] for e in store.read_raw("g1")] == ["a", "b"]  # once: it had landed, only the reply was lost
        store.append("g1", [ev("c")], 2)  # and the writer's chain head follows the stream
        assert verify_chain(store.read_raw("g1"))[0]

    def test_a_batch_resent_by_the_client_library_is_recognised_as_its_own_write(self, store, redis, monkeypatch):
        """redis-py resends a command whose connection broke: the second run sees the batch's own events
        as a conflict, which the store recognises by their hashes, as it does for a single append."""
        store.append("g1", [ev("a")], 0)
        real_evalsha = redis.evalsha

        def ran_twice(*args, **kwargs):
            real_evalsha(*args, **kwargs)
            return real_evalsha(*args, **kwargs)

        monkeypatch.setattr(redis, "evalsha", ran_twice)
        commands = [BatchCommand([ev("b")], 0, "c1"), BatchCommand([ev("c"), ev("d")], 1, "c2")]
        result = store.append_batch("g1", commands, 1)
        assert result.version == 4 and [e["version"] for e in result.events] == [2, 3, 4]
        monkeypatch.undo()
        assert [e["type"] for e in store.read_raw("g1")] == ["a", "b", "c", "d"]
        assert verify_chain(store.read_raw("g1"))[0]

class TestFakeRedisEventStore(EventStoreContract):
    @pytest.fixture
    def redis(self, fake_redis):
        return fake_redis


@pytest.mark.integration
class TestRealRedisEventStore(EventStoreContract):
    @pytest.fixture
    def redis(self, real_redis):
        return real_redis

    def test_held_connections_outlive_a_connection_the_server_closed(self, store, redis):
        """The lean transport (a real server's held connections): a connection killed while idle is replaced,
        and nothing is appended twice."""
        store.append("g1", [ev("a")], 0)
        held = store._script._held
        connection = held._idle[-1]
        connection.send_command("CLIENT", "ID")
        redis.client_kill_filter(_id=connection.read_response())
        store.append("g1", [ev("b")], 1)
        store.append("g1", [ev("c")], 2)
        assert [e["type"] for e in store.read_raw("g1")] == ["a", "b", "c"]
        assert verify_chain(store.read_raw("g1"))[0]
