"""The pipeline's and the workers' store operations on a real Redis (shared.store: task_flags, pending_work,
follow_up_streams, after_append): each says what it promises, which the workers' decisions rely on."""

from __future__ import annotations

import pytest

from shared.store import after_append, keys, pending_work, task_flags
from shared.store.connection import CommandRefused
from shared.store.follow_up_streams import FollowUpStreams, entry_payload, entry_write, is_missing_group
from shared.store.write_if_newer import WRITE_LISTING_IF_NEWER, listing_call


def test_a_flag_is_taken_once_unless_taken_over(real_redis, key_prefix):
    flag = keys.flag(key_prefix, "advance", "g1")
    assert task_flags.take_flag(real_redis, flag, 30)
    assert not task_flags.take_flag(real_redis, flag, 30)
    assert task_flags.take_flag(real_redis, flag, 30, exclusive=False)  # a recovery sweep's
    task_flags.release_flag(real_redis, flag)
    assert task_flags.take_flag(real_redis, flag, 30)


def test_the_recovery_window_opens_once(real_redis, key_prefix):
    window = keys.recovery_sweep_key(key_prefix)
    assert task_flags.open_window(real_redis, window, 3000)
    assert not task_flags.open_window(real_redis, window, 3000)


def test_a_run_forgets_its_mark_unless_the_game_was_scheduled_again(real_redis, key_prefix):
    flag = keys.flag(key_prefix, "advance", "g1")
    assert pending_work.mark_advance_pending(real_redis, key_prefix, "race:g1", 100.0, flag, 30, exclusive=True)
    assert not pending_work.mark_advance_pending(real_redis, key_prefix, "race:g1", 200.0, flag, 30, exclusive=True)
    pending_work.clear_advance_unless_rescheduled(real_redis, key_prefix, "race:g1", since=150.0)
    assert pending_work.advances_pending_since(real_redis, key_prefix, 1e12, 10) == ["race:g1"]  # marked at 200
    pending_work.clear_advance_unless_rescheduled(real_redis, key_prefix, "race:g1", since=250.0)
    assert pending_work.advances_pending_since(real_redis, key_prefix, 1e12, 10) == []


def test_deadlines_are_read_by_page_up_to_the_horizon(real_redis, key_prefix):
    for n in range(5):
        pending_work.record_deadline(real_redis, key_prefix, f"race:g{n}", 1000 + n)
    pending_work.forget_deadline(real_redis, key_prefix, "race:g1")
    assert pending_work.deadlines_due_by(real_redis, key_prefix, 1003, 0, 2) == [("race:g0", 1000), ("race:g2", 1002)]
    assert pending_work.deadlines_due_by(real_redis, key_prefix, 1003, 2, 2) == [("race:g3", 1003)]


def _append_entry(redis, prefix: str, game_id: str, encoded: bytes) -> str:
    write = entry_write(prefix, game_id, encoded)
    return redis.execute_command(write.command, write.key, *write.args)


def test_the_streams_trim_only_what_every_consumer_acknowledged(real_redis, key_prefix):
    streams = FollowUpStreams(real_redis, key_prefix)
    streams.ensure_groups()
    streams.ensure_groups()  # a group that exists is left as is
    stream = keys.follow_up_key(key_prefix, keys.partition_of("g1"))
    for n in range(3):
        _append_entry(real_redis, key_prefix, "g1", b"entry %d" % n)
    assert streams.backlog() == (3, 0)
    batches = streams.wait_for_new_entries("c1", 10, 10)
    entries = batches[stream.encode()]
    assert [entry_payload(fields) for _, fields in entries] == [b"entry 0", b"entry 1", b"entry 2"]
    streams.acknowledge(stream, entries[0][0])
    assert streams.backlog() == (0, 2)
    streams.trim_acknowledged(stream)
    assert [entry_id for entry_id, _ in streams.held_entries("c1", stream, 10)[0][1]] == [entries[1][0], entries[2][0]]
    assert real_redis.xlen(stream) == 2  # the acknowledged entry went, the pending ones stay
    assert [entry_id for entry_id, _ in streams.claim_stale_entries(stream, "c2", 0, 10)] == [entries[1][0],
                                                                                            entries[2][0]]


def test_an_entry_set_aside_keeps_where_it_came_from(real_redis, key_prefix):
    streams = FollowUpStreams(real_redis, key_prefix)
    streams.set_aside("the-stream", "1-1", {b"f": b"poison"})
    [(_, fields)] = real_redis.xrange(keys.follow_up_dead_key(key_prefix))
    assert fields == {b"stream": b"the-stream", b"id": b"1-1", b"f": b"poison"}


def test_a_group_gone_is_told_apart_from_other_refusals(real_redis, key_prefix):
    with pytest.raises(CommandRefused) as missing:
        FollowUpStreams(real_redis, key_prefix).wait_for_new_entries("c1", 1, 1)
    assert is_missing_group(missing.value)
    assert not is_missing_group(CommandRefused("BUSYGROUP Consumer Group name already exists"))


@pytest.mark.parametrize("old_status", [None, "active"])
def test_the_listing_writes_inside_an_append_do_what_the_listing_script_does(real_redis, key_prefix, old_status):
    def listing(version: int, status: str):
        return listing_call(f"{key_prefix}summaries", f"{key_prefix}all",
                            [("active", f"{key_prefix}active"), ("finished", f"{key_prefix}finished")],
                            [f"{key_prefix}player:ann"], "g1", version, b'{"v": %d}' % version, status, 1.5)

    def state(prefix: str) -> dict:
        return {k.decode().removeprefix(prefix): (real_redis.hgetall(k) if real_redis.type(k) == b"hash"
                                                  else real_redis.zrange(k, 0, -1, withscores=True))
                for k in real_redis.scan_iter(match=f"{prefix}*")}

    scripted, plain = f"{key_prefix}script:", f"{key_prefix}plain:"
    script = real_redis.register_script(WRITE_LISTING_IF_NEWER)
    for prefix in (scripted, plain):
        if old_status is not None:
            script(*_prefixed(listing(1, old_status), key_prefix, prefix))
    script(*_prefixed(listing(2, "finished"), key_prefix, scripted))
    for write in after_append.listing_writes(*_prefixed(listing(2, "finished"), key_prefix, plain), old_status):
        real_redis.execute_command(write.command, write.key, *write.args)
    assert state(plain) == state(scripted) != {}


def _prefixed(call, old: str, new: str):
    listing_keys, listing_args = call
    return [new + k.removeprefix(old) for k in listing_keys], listing_args
