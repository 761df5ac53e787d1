"""The small application pieces games and tournaments share (shared.app.aggregates.entropy, sealed_seed,
and the store's shared.store.write_if_newer, rebuild_scans), each on its own. The base itself (secrets, lock, append-then-apply,
idempotency) is tests/platform/test_app_base.py; tokens are tests/platform/test_tokens.py."""

from __future__ import annotations

from shared.app.aggregates import entropy, sealed_seed, tokens
from shared.app.aggregates.sealed_seed import SealedSeed
from shared.base import jsonfast
from shared.store.chain import seed_commitment
from shared.store.eventstore import EventStore
from shared.store.rebuild_scans import delete_under, glob_escape, stream_ids
from shared.store.write_if_newer import IfNewer, listing_call


def test_every_id_token_salt_and_seed_comes_from_the_entropy_module(monkeypatch):
    monkeypatch.setattr(entropy.uuid, "uuid4", lambda: type("U", (), {"hex": "f" * 32})())
    assert entropy.new_id() == "f" * 32
    # tests/conftest.py seeds `secrets` here per test: two draws differ, and none is empty.
    assert tokens.new_token() != tokens.new_token() and len(SealedSeed.draw().salt) == 32
    assert 0 <= SealedSeed.draw().seed < 2**128


def test_no_module_but_entropy_draws_randomness():
    for module in (tokens, sealed_seed):
        assert not hasattr(module, "secrets") and not hasattr(module, "uuid")


def test_a_sealed_seed_commits_to_seed_and_salt_and_reads_back_from_its_secret():
    drawn = SealedSeed.draw()
    assert 0 <= drawn.seed < 2**128 and len(drawn.salt) == 32
    chosen = SealedSeed.draw(42)
    assert chosen.seed == 42 and chosen.salt != drawn.salt
    assert chosen.commitment == seed_commitment(chosen.salt, 42)
    assert chosen.secret() == {"seed": "42", "salt": chosen.salt}
    assert SealedSeed.from_secret(chosen.secret()) == chosen
    assert chosen.rng_source() == f"{chosen.salt}:42"


def test_a_sealed_seed_draws_the_seed_before_the_salt(monkeypatch):
    draws = []
    monkeypatch.setattr(entropy, "bits", lambda k: draws.append(("bits", k)) or 5)
    monkeypatch.setattr(entropy, "hex_digits", lambda n: draws.append(("hex", n)) or "ab" * n)
    assert SealedSeed.draw() == SealedSeed(5, "ab" * 16)
    assert draws == [("bits", 128), ("hex", 16)]


def test_a_hash_of_documents_never_goes_back(fake_redis):
    write = IfNewer(fake_redis).write_documents
    assert write("views", 3, ["d1", "three-1", "d2", "three-2"]) is True
    assert write("views", 2, ["d1", "two-1", "d2", "two-2"]) is False
    assert write("views", 3, ["d1", "again", "d2", "again"]) is False
    assert fake_redis.hgetall("views") == {b"version": b"3", b"d1": b"three-1", b"d2": b"three-2"}


def test_a_versioned_document_never_goes_back(fake_redis):
    write = IfNewer(fake_redis).write_document
    assert write("doc", 2, jsonfast.dumps({"version": 2, "x": "new"})) is True
    assert write("doc", 1, jsonfast.dumps({"version": 1, "x": "old"})) is False
    assert jsonfast.loads(fake_redis.get("doc"))["x"] == "new"


def test_a_listing_moves_between_status_indexes_and_never_goes_back(fake_redis):
    write = IfNewer(fake_redis).write_listing
    by_status = {"active": "idx:active", "finished": "idx:finished"}

    def put(version, status, joined=("idx:player:ann",)):
        summary = jsonfast.dumps({"id": "g1", "version": version, "status": status})
        return write(*listing_call("summaries", "idx:all", by_status, joined, "g1", version, summary, status, 1.5))

    assert put(1, "active") is True
    assert fake_redis.zrange("idx:active", 0, -1, withscores=True) == [(b"g1", 1.5)]
    assert fake_redis.zscore("idx:all", "g1") == 1.5 and fake_redis.zscore("idx:player:ann", "g1") == 1.5
    assert put(2, "active", joined=("idx:player:bob",)) is True  # same status: the indexes stay as they are
    assert fake_redis.zscore("idx:player:bob", "g1") is None
    assert put(3, "finished") is True
    assert fake_redis.zcard("idx:active") == 0 and fake_redis.zscore("idx:finished", "g1") == 1.5
    assert put(2, "active") is False  # an older summary changes nothing
    assert jsonfast.loads(fake_redis.hget("summaries", "g1"))["status"] == "finished"
    assert fake_redis.zcard("idx:active") == 0


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
