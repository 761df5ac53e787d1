"""docs/FORMAT.md holds: RFC 8785 canonical JSON for new games, old streams still verify, and a
verifier written only from the spec (independent_verifier.py) agrees with ours."""

from __future__ import annotations

import copy
import enum
import hmac
import json
import os
import subprocess
import sys
import uuid

import pytest
import rfc8785
from hypothesis import given
from hypothesis import strategies as st

from shared.audit.verifier import verify_export
from shared.base import jsonfast
from shared.base.config import Config
from shared.domain.errors import NotRepresentable
from shared.http.factory import create_app
from shared.store import signing
from shared.store.chain import (
    CANON_JCS,
    CANON_LEGACY,
    GENESIS_HASH,
    NotCanonicalisable,
    chain_hash,
    chain_nonce,
    encode_command,
    jcs_bytes,
    verify_chain,
)
from shared.store.eventstore import EventStore
from shared.store.repository import GAME_CREATED
from tests.platform.test_auditing import export_of, finished_game, published_keys, rechained

HERE = os.path.dirname(os.path.abspath(__file__))
SAFE = 2**53 - 1

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-SAFE, SAFE) | st.text()
    | st.floats(allow_nan=False, allow_infinity=False),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=20,
)


@given(json_values)
def test_the_fast_canonical_form_is_exactly_rfc8785(value):
    reference = rfc8785.dumps(value)
    try:
        rfc8785.dumps(json.loads(reference))
    except rfc8785.IntegerDomainError:  # an integral float beyond 2**53 written as an integer: refused
        with pytest.raises(NotCanonicalisable):
            jcs_bytes(value)
        return
    assert jcs_bytes(value) == reference


@pytest.mark.parametrize("value", [
    {"é": 1, "e": 2, "\U0001f600": 3, "\ufb33": 4},  # JCS sorts keys by UTF-16 code units
    {"f": 1.0, "g": 1e21, "h": 0.1, "i": -0.0},  # JCS writes numbers as ECMAScript does
    {"s": "".join(chr(c) for c in range(0x20)) + "\u2028\x7f"},
])
def test_the_cases_where_orjson_and_jcs_differ_go_through_the_reference_encoder(value):
    assert jcs_bytes(value) == rfc8785.dumps(value)


@given(st.text(min_size=1, max_size=200), st.text(max_size=40), st.integers(0, SAFE))
def test_the_chain_nonce_is_exactly_hmac_sha256(chain_key, game_id, version):
    expected = hmac.new(chain_key.encode(), f"{game_id}:{version}".encode(), "sha256").hexdigest().encode()
    assert chain_nonce(chain_key, game_id, version) == expected


# Floats below 2**53 in size: a larger integral float is written as an integer JCS then refuses once parsed back.
event_values = st.recursive(
    st.none() | st.booleans() | st.integers(-SAFE, SAFE) | st.text() | st.floats(-1e15, 1e15),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4),
    max_leaves=20,
)


@given(st.lists(st.fixed_dictionaries({"type": st.text(max_size=8), "data": event_values}), min_size=1, max_size=3),
       event_values, st.one_of(st.integers(-SAFE, SAFE), st.just("system"), st.booleans()),
       st.one_of(st.none(), st.text(max_size=4)))
def test_a_commands_payloads_hash_exactly_what_the_reference_chain_hashes(events, command, actor, signature):
    try:
        payloads, envelopes, head = encode_command("g", events, 4, GENESIS_HASH, jcs_bytes, "salt",
                                                   "2026-01-01T00:00:00.000+00:00", actor, "c",
                                                   {"type": "x", "arg": command}, signature)
    except NotCanonicalisable:  # a float JCS cannot carry: refused, as the reference encoder refuses it
        with pytest.raises(NotCanonicalisable):
            jcs_bytes([events, command])
        return
    prev = GENESIS_HASH
    for payload, handed in zip(payloads, envelopes, strict=True):
        envelope = json.loads(payload)
        assert chain_hash(prev, envelope, "salt", CANON_JCS) == envelope["hash"]
        assert payload.startswith(jcs_bytes({k: v for k, v in envelope.items() if k != "hash"})[:-1])
        # What the writer folds is what a reader parses: equal in value, type and every object's key order.
        assert shape(handed) == shape(envelope)
        prev = envelope["hash"]
    assert head == prev


def shape(value):
    """A value with its types and key order made part of equality (True == 1 and {"a", "b"} == {"b", "a"} else)."""
    if isinstance(value, dict):
        return ("dict", [(key, shape(item)) for key, item in value.items()])
    if isinstance(value, list):
        return ("list", [shape(item) for item in value])
    return (type(value).__name__, value)


@given(st.lists(st.fixed_dictionaries({"type": st.text(max_size=8), "data": event_values}), min_size=1, max_size=3),
       event_values)
def test_the_envelopes_handed_back_share_nothing_with_the_engines_objects(events, command):
    try:
        _, envelopes, _ = encode_command("g", events, 0, GENESIS_HASH, jcs_bytes, "salt",
                                         "2026-01-01T00:00:00.000+00:00", 1, "c", {"type": "x", "arg": command})
    except NotCanonicalisable:
        return
    originals = {id(part) for event in events for part in _containers(event)} | set(map(id, _containers(command)))
    assert not originals & {id(part) for envelope in envelopes for part in _containers(envelope)}


def _containers(value):
    if isinstance(value, dict | list):
        yield value
        for item in value.values() if isinstance(value, dict) else value:
            yield from _containers(item)


@pytest.mark.parametrize("data", [
    {"n": None}, {"f": 1.5}, {"e": 1e21}, {"é": 1}, {"s": "x:1.5"}, [1, {"b": 2, "a": [3]}], "text", 7,
])
def test_every_kind_of_data_is_handed_back_as_a_reader_parses_it(data):
    payloads, envelopes, _ = encode_command("g", [{"type": "t", "data": data}], 0, GENESIS_HASH, jcs_bytes, "k",
                                            "2026-01-01T00:00:00.000+00:00", 0, "c", {"type": "x", "n": 1})
    assert shape(envelopes[0]) == shape(json.loads(payloads[0]))
    assert payloads[0].startswith(rfc8785.dumps({k: v for k, v in envelopes[0].items() if k != "hash"})[:-1])


def test_an_enum_member_or_a_uuid_in_an_event_is_stored_as_its_json_value_and_the_chain_verifies():
    class Colour(enum.Enum):
        RED = 1

    payloads, envelopes, _ = encode_command("g", [{"type": "t", "data": {"c": Colour.RED, "u": uuid.UUID(int=7)}}],
                                            0, GENESIS_HASH, jcs_bytes, "k", "2026-01-01T00:00:00.000+00:00", 0, "c")
    assert envelopes[0]["data"] == {"c": 1, "u": str(uuid.UUID(int=7))}
    assert shape(envelopes[0]) == shape(json.loads(payloads[0]))
    assert chain_hash(GENESIS_HASH, json.loads(payloads[0]), "k", CANON_JCS) == envelopes[0]["hash"]


def test_an_integral_float_beyond_jcs_integers_is_refused_since_no_verifier_could_rehash_it():
    # JCS writes 1e16 as 10000000000000000, which parses back as an integer JCS cannot carry.
    with pytest.raises(NotCanonicalisable):
        encode_command("g", [{"type": "t", "data": {"x": 1e16}}], 0, GENESIS_HASH, jcs_bytes, "k",
                       "2026-01-01T00:00:00.000+00:00", 0, "c")
    assert jcs_bytes({"x": 1e15}) == b'{"x":1000000000000000}'


def test_a_nan_in_an_event_is_refused_as_before():
    with pytest.raises(NotCanonicalisable):
        encode_command("g", [{"type": "t", "data": {"x": float("nan")}}], 0, GENESIS_HASH, jcs_bytes, "k",
                       "2026-01-01T00:00:00.000+00:00", 0, "c")


def test_integers_beyond_jcs_range_are_refused_and_nothing_is_appended(fake_redis):
    store = EventStore(fake_redis, prefix="t:")
    store.append("g", [{"type": GAME_CREATED, "data": {"canon": CANON_JCS}}], 0)
    with pytest.raises(NotRepresentable):
        store.append("g", [{"type": "x", "data": {"n": 2**60}}], 1)
    assert store.version("g") == 1


@pytest.fixture
def app(fake_redis):
    return create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)


def legacy_copy(events: list[dict]) -> list[dict]:
    """The same game as a server before RFC 8785 wrote it: no `canon`, no transcript, orjson-sorted hashes."""
    events = copy.deepcopy(events)
    del events[0]["data"]["canon"]
    del events[-1]["data"]["transcript"]
    salt, prev = events[-1]["data"]["seed"]["salt"], GENESIS_HASH
    for event in events:
        event["prev_hash"] = prev
        event["hash"] = prev = chain_hash(prev, event, salt, CANON_LEGACY)
    return events


def test_an_old_stream_still_verifies_in_its_own_form(app):
    client = app.test_client()
    gid, _ = finished_game(client)
    events = legacy_copy([json.loads(line) for line in export_of(client, gid)])
    salt = events[-1]["data"]["seed"]["salt"]
    assert verify_chain(events, salt)[0]  # the form is read from the first event
    verdict = verify_export([jsonfast.dumps(e) for e in events], published_keys(client))
    assert verdict["ok"], verdict
    assert verdict["games"][0]["checks"]["transcript"]["skipped"]


def test_the_stored_hash_is_over_rfc8785_bytes_even_where_orjson_differs(fake_redis):
    store = EventStore(fake_redis, prefix="t:")
    store.append("g", [{"type": GAME_CREATED, "data": {"canon": CANON_JCS}}], 0, chain_key="salt")
    store.append("g", [{"type": "x", "data": {"é": 1.5, "e": [0.1, 1e21]}}], 1, chain_key="salt")
    second = store.read_raw("g")[1]
    body = {k: v for k, v in second.items() if k != "hash"}
    assert chain_hash(second["prev_hash"], body, "salt", CANON_JCS) == second["hash"]
    assert verify_chain(store.read_raw("g"), "salt")[0]


def run_independent(*paths) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(HERE, "independent_verifier.py"), *map(str, paths)],
                          capture_output=True, text=True, timeout=60)


def test_the_independent_verifier_written_from_the_spec_agrees(app, tmp_path):
    client = app.test_client()
    games = [finished_game(client)[0] for _ in range(2)]
    events = [json.loads(line) for gid in games for line in export_of(client, gid)]
    export = tmp_path / "games.ndjson"
    export.write_bytes(b"\n".join(jsonfast.dumps(e) for e in events))
    keys = tmp_path / "keys.json"
    keys.write_text(json.dumps({"keys": published_keys(client)}))
    honest = run_independent(export, keys)
    assert honest.returncode == 0 and honest.stdout.count("PASS") == 2, honest.stdout + honest.stderr
    forged_head = [copy.deepcopy(e) for e in events if e["game_id"] == games[0]]
    forged_head[-1]["data"]["transcript"]["signature"] = signing.b64encode(bytes(64))
    forged_head = rechained(forged_head)  # what a forger with the salt can do; the server's key it lacks
    export.write_bytes(b"\n".join(jsonfast.dumps(e) for e in forged_head))
    assert "FAIL transcript signature invalid" in run_independent(export, keys).stdout
    legacy = [e for gid in games for e in legacy_copy([x for x in events if x["game_id"] == gid])]
    export.write_bytes(b"\n".join(jsonfast.dumps(e) for e in legacy))
    assert run_independent(export).returncode == 0
    tampered = copy.deepcopy(events)
    tampered[3]["data"]["amount"] = 1 if tampered[3]["data"].get("amount") == 2 else 2
    export.write_bytes(b"\n".join(jsonfast.dumps(e) for e in tampered))
    caught = run_independent(export)
    assert caught.returncode == 1 and "FAIL hash mismatch at version 4" in caught.stdout


def test_a_store_learns_each_games_form_from_its_first_event(real_redis, key_prefix):
    """Another process (a fresh store) keeps appending an old game in the old form and a new one in JCS."""
    writer = EventStore(real_redis, prefix=key_prefix)
    writer.append("old", [{"type": GAME_CREATED, "data": {}}], 0, chain_key="s")
    writer.append("new", [{"type": GAME_CREATED, "data": {"canon": CANON_JCS}}], 0, chain_key="s")
    other = EventStore(real_redis, prefix=key_prefix)
    for game in ("old", "new"):
        other.append(game, [{"type": "x", "data": {"é": 1.0, "e": 1e21}}], 1, chain_key="s")  # where the forms differ
    old, new = other.read_raw("old"), other.read_raw("new")
    assert verify_chain(old, "s")[0] and verify_chain(new, "s")[0]
    stored = {game: real_redis.xrange(other.keys(game).events)[1][1][b"e"] for game in ("old", "new")}
    assert b'"e":1e+21' in stored["old"] and '"é":1.0'.encode() in stored["old"]  # orjson's numbers
    assert b'"e":1e+21' in stored["new"] and '"é":1}'.encode() in stored["new"]  # ECMAScript's, as JCS says


def test_the_store_that_created_a_game_appends_in_its_form_without_reading_the_stream(fake_redis, monkeypatch):
    """The created event names the form: the store that appended it remembers it, for old and new games alike."""
    store = EventStore(fake_redis, prefix="f:")
    store.append("old", [{"type": GAME_CREATED, "data": {}}], 0, chain_key="s")
    store.append("new", [{"type": GAME_CREATED, "data": {"canon": CANON_JCS}}], 0, chain_key="s")

    def no_read(*args, **kwargs):
        raise AssertionError("the stream was read to learn its form")

    monkeypatch.setattr(store, "read_raw", no_read)
    for game in ("old", "new"):
        store.append(game, [{"type": "x", "data": {"e": 1e21}}], 1, chain_key="s")
    monkeypatch.undo()
    assert verify_chain(store.read_raw("old"), "s")[0] and verify_chain(store.read_raw("new"), "s")[0]
    assert b'"e":1e+21' in fake_redis.xrange(store.keys("old").events)[1][1][b"e"]  # the legacy form's number


def test_the_auditing_endpoints_are_documented(app):
    paths = app.test_client().get("/v1/openapi.json").json["paths"]
    assert {"/v1/keys", "/v1/exports/games", "/v1/games/{game_id}/public-key"} <= set(paths)
