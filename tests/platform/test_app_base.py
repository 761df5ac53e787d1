"""The application base (shared.app.aggregates.base): what games and tournaments share, tested without any game:
secrets, append-then-apply, idempotency, the Redis lock."""

from __future__ import annotations

import threading
import time
from contextlib import nullcontext

import pytest

from shared.app.aggregates import entropy
from shared.app.aggregates.base import Application, RedisLock, fingerprint
from shared.domain.errors import IdempotencyKeyReused, PlatformError, VersionConflict
from shared.store.eventstore import EventStore


class Busy(PlatformError):
    code = "busy"


@pytest.fixture
def app(fake_redis, key_prefix):
    return Application(EventStore(fake_redis, prefix=key_prefix), lambda stream_id: nullcontext(), "game")


def test_a_prior_record_answers_the_same_command_and_refuses_another(app):
    command = {"type": "go", "n": 1}
    assert app.prior_record("s1", "k1", fingerprint(command)) is None
    app.store.append("s1", [{"type": "a", "data": {}}], 0, idempotency_key="k1", fingerprint=fingerprint(command))
    assert app.prior_record("s1", "k1", fingerprint({"n": 1, "type": "go"})) == {
        "fingerprint": fingerprint(command), "from": 1, "to": 1}
    with pytest.raises(IdempotencyKeyReused):
        app.prior_record("s1", "k1", fingerprint({"type": "go", "n": 2}))


def test_a_secret_is_read_once(app, fake_redis, monkeypatch):
    app.store.put_secret("s1", {"seed": "7", "salt": "ab"})
    assert app.secret("s1") == {"seed": "7", "salt": "ab"}
    monkeypatch.setattr(app.store, "secret", lambda stream_id: pytest.fail("read again"))
    assert app.secret("s1")["salt"] == "ab"


def test_append_then_apply_applies_only_what_was_appended(fake_redis):
    app = Application(EventStore(fake_redis, prefix="p:"), lambda stream_id: nullcontext(), "tournament")
    applied = []
    result = app.append_then_apply("a1", [{"type": "opened", "v": 1, "data": {}}], 0, applied.append,
                                   actor="test", command_id="c1")
    assert result.version == 1 and applied == [result] and applied[0].events[0]["type"] == "opened"
    with pytest.raises(VersionConflict):
        app.append_then_apply("a1", [{"type": "late", "v": 1, "data": {}}], 0, applied.append,
                              actor="test", command_id="c2")
    assert len(applied) == 1 and app.store.version("a1") == 1


# -- the Redis lock (the tournaments' and the ratings' writers) ----------------------------------------


def test_a_redis_lock_admits_one_holder_and_says_busy_after_its_wait(fake_redis, key_prefix):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05, busy=lambda: Busy("busy"))
    key = f"{key_prefix}lock"
    with lock.holding(key):
        outcome = []

        def contender():
            try:
                with lock.holding(key):
                    outcome.append("held")
            except Busy:
                outcome.append("busy")

        thread = threading.Thread(target=contender)
        thread.start()
        thread.join()
        assert outcome == ["busy"]
    with lock.holding(key):  # released on exit
        assert fake_redis.exists(key)
    assert not fake_redis.exists(key)


def test_a_redis_lock_released_late_leaves_the_next_holders_lock_alone(fake_redis, key_prefix):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05, busy=lambda: Busy("busy"))
    key = f"{key_prefix}lock"
    with lock.holding(key):
        fake_redis.set(key, "another holder's")  # ours expired and someone else took it
    assert fake_redis.get(key) == b"another holder's"


def test_the_lock_admits_one_holder_and_only_the_holder_releases_it(fake_redis):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05)
    token = lock.acquire("k")
    assert token is not None
    assert lock.acquire("k") is None  # still held after wait_s
    lock.release("k", "someone-else")
    assert fake_redis.get("k") == token.encode()
    lock.release("k", token)
    assert fake_redis.get("k") is None


def test_holding_raises_the_callers_error_when_busy_and_releases_after_an_error(fake_redis):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05, busy=lambda: AssertionError("the lock's own"))
    with pytest.raises(KeyError), lock.holding("k", busy=lambda: AssertionError("free")):
        raise KeyError("the block failed")
    assert fake_redis.get("k") is None
    held = lock.acquire("k")
    with pytest.raises(TimeoutError), lock.holding("k", busy=lambda: TimeoutError("busy")):
        pass
    lock.release("k", held)


def test_the_lock_serialises_two_threads(fake_redis):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=5)
    inside, overlaps = [], []

    def work():
        with lock.holding("k", busy=lambda: AssertionError("waited too long")):
            inside.append(1)
            overlaps.append(len(inside))
            time.sleep(0.02)
            inside.pop()

    threads = [threading.Thread(target=work) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert overlaps == [1, 1, 1]


def test_a_lock_holder_is_drawn_where_every_draw_is(fake_redis, monkeypatch):
    monkeypatch.setattr(entropy, "hex_digits", lambda nbytes: "h" * (2 * nbytes))
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05)
    assert lock.acquire("k") == "h" * 16 and fake_redis.get("k") == b"h" * 16
