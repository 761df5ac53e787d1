"""Bearer tokens (shared.app.aggregates.tokens), one module for games, tournaments and stream tickets: drawn by
shared.app.aggregates.entropy, stored only as digests, looked up by digest, refused 401/403 in each side's words."""

from __future__ import annotations

from contextlib import nullcontext

import pytest

from shared.app.aggregates.base import Application
from shared.app.aggregates.tokens import AccessTokens, new_token, token_digest
from shared.domain.errors import Forbidden, Unauthenticated
from shared.http.errors import status_of
from shared.store.eventstore import EventStore
from shared.store.keys import TournamentKeys, tournament_store_prefix, tournament_token_key


@pytest.fixture
def app(fake_redis, key_prefix):
    return Application(EventStore(fake_redis, prefix=key_prefix), lambda stream_id: nullcontext(), "game")


def test_a_token_is_stored_only_as_its_digest_and_known_to_its_stream_alone(app, fake_redis):
    app.tokens.grant("s1", {token_digest("tok-a"): 0, token_digest("tok-b"): "organiser"})
    assert app.tokens.holder("s1", token_digest("tok-a")) == "0"
    assert app.tokens.holder("s1", token_digest("tok-b")) == "organiser"
    assert app.tokens.holder("s2", token_digest("tok-a")) is None
    assert app.tokens.of_another(token_digest("tok-a")) and not app.tokens.of_another(token_digest("nobody"))
    stored = b"".join(k + v for k, v in fake_redis.hgetall(app.store.keys("s1").tokens).items())
    assert b"tok-a" not in stored


def test_issuing_no_tokens_writes_nothing(app, fake_redis, key_prefix):
    app.tokens.grant("s1", {})
    assert list(fake_redis.scan_iter(match=f"{key_prefix}*")) == []


def test_tokens_are_stored_only_as_digests_and_refusals_tell_another_aggregate_from_unknown(fake_redis):
    tokens = AccessTokens(EventStore(fake_redis, prefix="p:"), "tournament")
    mine, theirs = new_token(), new_token()
    assert len(mine) == 32 and mine != theirs
    tokens.grant("a1", {token_digest(mine): "organiser"})
    tokens.grant("a2", {token_digest(theirs): 3})
    tokens.grant("a3", {})  # nothing to grant: nothing written
    assert tokens.holder("a1", token_digest(mine)) == "organiser" and tokens.holder("a2", token_digest(theirs)) == "3"
    assert tokens.holder("a1", token_digest(theirs)) is None
    stored = b"".join(k + b"".join(fake_redis.hkeys(k)) if fake_redis.type(k) == b"hash" else k + fake_redis.get(k)
                      for k in fake_redis.keys())
    assert mine.encode() not in stored and theirs.encode() not in stored
    assert fake_redis.get(f"p:token:{token_digest(mine)}") == b"a1"
    assert tokens.holders_key("a1") == f"{EventStore(fake_redis, prefix='p:').keys('a1').meta}:tokens"
    assert tokens.holders_key("a1") == "p:game:{a1}:meta:tokens"
    refused = tokens.refusal(token_digest(theirs))
    assert isinstance(refused, Forbidden) and refused.message == "this token belongs to another tournament"
    assert status_of(refused) == 403 and refused.details == {"field": "Authorization"}
    unknown = AccessTokens(EventStore(fake_redis, prefix="p:"), "game").refusal(token_digest("never-issued"))
    assert isinstance(unknown, Unauthenticated) and unknown.message == "unknown token"
    assert status_of(unknown) == 401 and unknown.details == {"field": "Authorization"}


def test_each_side_words_its_403_with_its_own_aggregate(fake_redis):
    store = EventStore(fake_redis, prefix="p:")
    AccessTokens(store, "game").grant("g1", {token_digest("t"): 0})
    assert AccessTokens(store, "game").refusal(token_digest("t")).message == "this token belongs to another game"
    assert AccessTokens(store, "tournament").refusal(token_digest("t")).message == (
        "this token belongs to another tournament")


def test_a_tournaments_tokens_keep_the_tournament_key_names(fake_redis):
    tokens = AccessTokens(EventStore(fake_redis, prefix=tournament_store_prefix("p:")), "tournament")
    tokens.grant("t1", {"d1": "organiser"})
    assert tokens.holders_key("t1") == TournamentKeys("p:", "t1").tokens == "p:tournaments:game:{t1}:meta:tokens"
    assert tokens.owner_key("d1") == tournament_token_key("p:", "d1") == "p:tournaments:token:d1"
    assert fake_redis.get("p:tournaments:token:d1") == b"t1"


def test_receipts_signed_through_libsodium_are_the_signatures_cryptography_makes():
    """Ed25519 is deterministic (RFC 8032): the hot path's signer changes no receipt, and each verifies."""
    import fakeredis
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from shared.store import signing

    key = Ed25519PrivateKey.generate()
    ring = signing.KeyRing(fakeredis.FakeRedis(), "t:", key)
    for version in (1, 2, 99):
        receipt = ring.receipt("g1", version, "ab" * 32)
        message = signing.head_message(signing.RECEIPT_KIND, "g1", version, "ab" * 32)
        assert receipt["signature"] == signing.b64encode(key.sign(message))
        assert signing.check_signed_head(receipt, signing.RECEIPT_KIND, signing.keys_by_id(ring.published())) is None
