"""The small application pieces games and tournaments share (shared.app.access_tokens, sealed_seed,
aggregate_lock, append_then_apply, write_if_newer, projection_rebuild), each on its own."""

from __future__ import annotations

import threading
import time

import pytest

from shared.app.access_tokens import AccessTokens, new_token, token_digest
from shared.app.aggregate_lock import RedisLock
from shared.app.append_then_apply import append_then_apply
from shared.app.projection_rebuild import delete_under, glob_escape, stream_ids
from shared.app.sealed_seed import SealedSeed
from shared.app.write_if_newer import (
    WRITE_CHECKPOINTED,
    WRITE_DOCUMENT_IF_NEWER,
    WRITE_LISTING_IF_NEWER,
    listing_call,
)
from shared.base import jsonfast
from shared.domain.errors import Forbidden, Unauthenticated, VersionConflict
from shared.store.chain import seed_commitment
from shared.store.eventstore import EventStore


def test_tokens_are_stored_only_as_digests_and_refusals_tell_another_aggregate_from_unknown(fake_redis):
    tokens = AccessTokens(EventStore(fake_redis, prefix="p:"))
    mine, theirs = new_token(), new_token()
    assert len(mine) == 32 and mine != theirs
    tokens.grant("a1", {token_digest(mine): "organiser"})
    tokens.grant("a2", {token_digest(theirs): 3})
    tokens.grant("a3", {})  # nothing to grant: nothing written
    assert tokens.role("a1", mine) == "organiser" and tokens.role("a2", theirs) == "3"
    assert tokens.role("a1", theirs) is None
    stored = b"".join(k + b"".join(fake_redis.hkeys(k)) if fake_redis.type(k) == b"hash" else k + fake_redis.get(k)
                      for k in fake_redis.keys())
    assert mine.encode() not in stored and theirs.encode() not in stored
    assert fake_redis.get(f"p:token:{token_digest(mine)}") == b"a1"
    assert tokens.roles_key("a1") == f"{EventStore(fake_redis, prefix='p:').keys('a1').meta}:tokens"
    refused = tokens.refusal(theirs, "tournament")
    assert isinstance(refused, Forbidden) and refused.message == "this token belongs to another tournament"
    assert isinstance(tokens.refusal("never-issued", "game"), Unauthenticated)


def test_a_sealed_seed_commits_to_seed_and_salt_and_reads_back_from_its_secret():
    drawn = SealedSeed.draw()
    assert 0 <= drawn.seed < 2**128 and len(drawn.salt) == 32
    chosen = SealedSeed.draw(42)
    assert chosen.seed == 42 and chosen.salt != drawn.salt
    assert chosen.commitment == seed_commitment(chosen.salt, 42)
    assert chosen.secret() == {"seed": "42", "salt": chosen.salt}
    assert SealedSeed.from_secret(chosen.secret()) == chosen
    assert chosen.rng_source() == f"{chosen.salt}:42"


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
    lock = RedisLock(fake_redis, ttl_ms=10_000, wait_s=0.05)
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


def test_checkpointed_documents_never_go_back(fake_redis):
    write = fake_redis.register_script(WRITE_CHECKPOINTED)
    assert write(keys=["cp", "d1", "d2"], args=[3, "three-1", "three-2"]) == 1
    assert write(keys=["cp", "d1", "d2"], args=[2, "two-1", "two-2"]) == 0
    assert write(keys=["cp", "d1", "d2"], args=[3, "again", "again"]) == 0
    assert (fake_redis.get("cp"), fake_redis.get("d1"), fake_redis.get("d2")) == (b"3", b"three-1", b"three-2")


def test_a_versioned_document_never_goes_back(fake_redis):
    write = fake_redis.register_script(WRITE_DOCUMENT_IF_NEWER)
    assert write(keys=["doc"], args=[2, jsonfast.dumps({"version": 2, "x": "new"})]) == 1
    assert write(keys=["doc"], args=[1, jsonfast.dumps({"version": 1, "x": "old"})]) == 0
    assert jsonfast.loads(fake_redis.get("doc"))["x"] == "new"


def test_a_listing_moves_between_status_indexes_and_never_goes_back(fake_redis):
    write = fake_redis.register_script(WRITE_LISTING_IF_NEWER)
    by_status = {"active": "idx:active", "finished": "idx:finished"}

    def put(version, status, joined=("idx:player:ann",)):
        summary = jsonfast.dumps({"id": "g1", "version": version, "status": status})
        keys, args = listing_call("summaries", "idx:all", by_status, joined, "g1", version, summary, status, 1.5)
        return write(keys=keys, args=args)

    assert put(1, "active") == 1
    assert fake_redis.zrange("idx:active", 0, -1, withscores=True) == [(b"g1", 1.5)]
    assert fake_redis.zscore("idx:all", "g1") == 1.5 and fake_redis.zscore("idx:player:ann", "g1") == 1.5
    assert put(2, "active", joined=("idx:player:bob",)) == 1  # same status: the indexes stay as they are
    assert fake_redis.zscore("idx:player:bob", "g1") is None
    assert put(3, "finished") == 1
    assert fake_redis.zcard("idx:active") == 0 and fake_redis.zscore("idx:finished", "g1") == 1.5
    assert put(2, "active") == 0  # an older summary changes nothing
    assert jsonfast.loads(fake_redis.hget("summaries", "g1"))["status"] == "finished"
    assert fake_redis.zcard("idx:active") == 0


def test_append_then_apply_applies_only_what_was_appended(fake_redis):
    store = EventStore(fake_redis, prefix="p:")
    applied = []
    result = append_then_apply(store, "a1", [{"type": "opened", "v": 1, "data": {}}], 0, applied.append,
                               actor="test", command_id="c1")
    assert result.version == 1 and applied == [result] and applied[0].events[0]["type"] == "opened"
    with pytest.raises(VersionConflict):
        append_then_apply(store, "a1", [{"type": "late", "v": 1, "data": {}}], 0, applied.append,
                          actor="test", command_id="c2")
    assert len(applied) == 1 and store.version("a1") == 1


def test_a_rebuild_finds_every_stream_and_clears_a_namespace_even_with_glob_characters(fake_redis):
    store = EventStore(fake_redis, prefix="p*[x]:")
    for aggregate_id in ("a1", "a?2"):
        store.append(aggregate_id, [{"type": "opened", "v": 1, "data": {}}], 0, actor="test", command_id="c")
    EventStore(fake_redis, prefix="p-other:").append("b1", [{"type": "opened", "v": 1, "data": {}}], 0,
                                                    actor="test", command_id="c")
    assert sorted(stream_ids(fake_redis, "p*[x]:")) == ["a1", "a?2"]
    fake_redis.set("proj*:one", 1)
    fake_redis.set("proj*:two", 1)
    fake_redis.set("projX:kept", 1)
    assert delete_under(fake_redis, "proj*") == 2
    assert fake_redis.exists("projX:kept") and glob_escape("a*b?[c]\\") == "a\\*b\\?\\[c\\]\\\\"
