"""The application base (shared.app.base): what games and tournaments share, tested without any game."""

from __future__ import annotations

import threading
from contextlib import nullcontext

import pytest

from shared.app import base
from shared.app.base import Application, RedisLock, fingerprint, token_digest
from shared.domain.errors import IdempotencyKeyReused, PlatformError
from shared.store.eventstore import EventStore


class Busy(PlatformError):
    http_status = 409
    code = "busy"


@pytest.fixture
def app(fake_redis, key_prefix):
    return Application(EventStore(fake_redis, prefix=key_prefix), lambda stream_id: nullcontext())


def test_every_id_token_salt_and_seed_comes_from_the_base(monkeypatch):
    monkeypatch.setattr(base.uuid, "uuid4", lambda: type("U", (), {"hex": "f" * 32})())
    assert base.new_id() == "f" * 32
    # tests/conftest.py seeds `secrets` here per test: two draws differ, and none is empty.
    assert base.new_token() != base.new_token() and len(base.new_salt()) == 32
    assert 0 <= base.new_seed() < 2**128


def test_a_token_is_stored_only_as_its_digest_and_known_to_its_stream_alone(app, fake_redis):
    app.issue_tokens("s1", {token_digest("tok-a"): 0, token_digest("tok-b"): "organiser"})
    assert app.token_holder("s1", token_digest("tok-a")) == "0"
    assert app.token_holder("s1", token_digest("tok-b")) == "organiser"
    assert app.token_holder("s2", token_digest("tok-a")) is None
    assert app.token_of_another(token_digest("tok-a")) and not app.token_of_another(token_digest("nobody"))
    stored = b"".join(k + v for k, v in fake_redis.hgetall(app.store.keys("s1").tokens).items())
    assert b"tok-a" not in stored


def test_issuing_no_tokens_writes_nothing(app, fake_redis, key_prefix):
    app.issue_tokens("s1", {})
    assert list(fake_redis.scan_iter(match=f"{key_prefix}*")) == []


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


def test_a_redis_lock_admits_one_holder_and_says_busy_after_its_wait(fake_redis, key_prefix):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05, busy=lambda: Busy("busy"))
    key = f"{key_prefix}lock"
    with lock.hold(key):
        outcome = []

        def contender():
            try:
                with lock.hold(key):
                    outcome.append("held")
            except Busy:
                outcome.append("busy")

        thread = threading.Thread(target=contender)
        thread.start()
        thread.join()
        assert outcome == ["busy"]
    with lock.hold(key):  # released on exit
        assert fake_redis.exists(key)
    assert not fake_redis.exists(key)


def test_a_redis_lock_released_late_leaves_the_next_holders_lock_alone(fake_redis, key_prefix):
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05, busy=lambda: Busy("busy"))
    key = f"{key_prefix}lock"
    with lock.hold(key):
        fake_redis.set(key, "another holder's")  # ours expired and someone else took it
    assert fake_redis.get(key) == b"another holder's"
