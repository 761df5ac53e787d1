"""The writer's compiled chain link (shared/store/_chainlink.c) writes exactly what encode_command's Python path
writes: every payload byte, the chain head and the envelopes handed to the fold (value, type and key order), on
generated events, commands and envelope scalars, including every case it hands back to the Python path."""

from __future__ import annotations

import shutil
import sysconfig

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared.store import chain
from shared.store.chain import GENESIS_HASH, NotCanonicalisable, encode_command, jcs_bytes
from tests.platform.test_format import shape

SAFE = 2**53 - 1

needs_chainlink = pytest.mark.skipif(chain._chainlink is None, reason="shared.store._chainlink is not built here")


def test_the_writer_runs_compiled_wherever_a_compiler_is():
    """`make install` builds the extension; a build that silently failed would only show as a slower bench."""
    if shutil.which(sysconfig.get_config_var("CC").split()[0] or "cc") is None:
        pytest.skip("no C compiler here: the writer takes its Python path")
    assert chain.ACCELERATED, "shared.store._chainlink is not built: run `make install` (setup.py build_ext --inplace)"


scalars = (st.none() | st.booleans() | st.integers(-SAFE - 2, SAFE + 2) | st.integers()
           | st.text(max_size=12) | st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=12)
           | st.floats(-1e6, 1e6))
plain_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E, blacklist_characters='"\\'), max_size=40)
plain_scalars = st.integers(-SAFE, SAFE) | plain_text | st.booleans()


def mostly(plain, odd):
    """Plain values nine times in ten (they take the compiled link), odd ones otherwise (the fallbacks)."""
    return st.one_of(*[plain] * 9, odd)


values = st.recursive(mostly(plain_scalars, scalars), lambda children: st.lists(children, max_size=3)
                      | st.dictionaries(mostly(plain_text, st.text(max_size=5)), children, max_size=3),
                      max_leaves=8)
events = st.lists(st.fixed_dictionaries({"type": mostly(plain_text, scalars), "data": values},
                                        optional={"v": mostly(st.integers(0, 3), scalars)}),
                  min_size=1, max_size=3)


def python_path(*args):
    saved = chain._chainlink
    chain._chainlink = None
    try:
        return encode_command(*args)
    finally:
        chain._chainlink = saved


@needs_chainlink
@settings(max_examples=400, deadline=None)
@given(events, st.one_of(st.none(), values, st.fixed_dictionaries({"type": plain_text, "space": plain_text})),
       mostly(st.integers(-3, 7) | st.just("system"), scalars), mostly(st.none() | plain_text, scalars),
       mostly(st.none() | plain_text, scalars), mostly(plain_text, scalars),
       st.one_of(st.just(""), st.just("k" * 43), st.text(max_size=90)), mostly(plain_text, scalars),
       mostly(st.just(GENESIS_HASH) | st.text(st.characters(min_codepoint=0x30, max_codepoint=0x66), max_size=64),
              st.text(max_size=64)),
       st.integers(0, SAFE))
def test_the_compiled_link_writes_the_python_paths_bytes(events, command, actor, command_id, signature, game_id,
                                                         chain_key, time, prev_hash, after_version):
    args = (game_id, events, after_version, prev_hash, jcs_bytes, chain_key, time, actor, command_id, command,
            signature)
    try:
        expected = python_path(*args)
    except (NotCanonicalisable, TypeError, ValueError) as error:
        with pytest.raises(type(error)):
            encode_command(*args)
        return
    payloads, envelopes, head = encode_command(*args)
    assert payloads == expected[0]
    assert head == expected[2]
    assert [shape(envelope) for envelope in envelopes] == [shape(envelope) for envelope in expected[1]]


@needs_chainlink
def test_a_bot_decisions_event_takes_the_compiled_link():
    """What the hosted games write (ASCII ids and times, integer data, the command in the data) never falls back."""
    command = {"type": "place", "space": "workshop_1", "pawn": "scholar"}
    event = {"type": "pawn_placed", "v": 1, "data": {"seat": 2, "command": command}}
    linked = chain._encode_linked("g" * 22, [event], 41, "a" * 64, "k" * 43, "2026-12-07T01:02:03.456+00:00", 2,
                                  "c" * 26, command, None)
    assert linked is not None
    assert linked == python_path("g" * 22, [event], 41, "a" * 64, jcs_bytes, "k" * 43,
                                 "2026-12-07T01:02:03.456+00:00", 2, "c" * 26, command, None)


@needs_chainlink
@pytest.mark.parametrize("data", [{"note": "caf\u00e9"}, {"x": 1.5}, {"x": None}, {"s": "3.5 and 1e3"},
                                  {"s": "null"}])
def test_what_orjson_may_write_unlike_jcs_goes_back_to_the_python_path(data):
    event = {"type": "noted", "data": data}
    assert chain._encode_linked("g", [event], 0, GENESIS_HASH, "k", "t", 1, "c", None, None) is None
    assert encode_command("g", [event], 0, GENESIS_HASH, jcs_bytes, "k", "t", 1, "c") == \
        python_path("g", [event], 0, GENESIS_HASH, jcs_bytes, "k", "t", 1, "c")


@needs_chainlink
@pytest.mark.parametrize("command_id", ["a\"b", "a\\b", "tab\there", "caf\u00e9", "\x7f"])
def test_an_envelope_string_jcs_would_escape_goes_back_to_the_python_path(command_id):
    event = {"type": "noted", "data": {"n": 1}}
    assert chain._encode_linked("g", [event], 0, GENESIS_HASH, "k", "t", 1, command_id, None, None) is None
    assert encode_command("g", [event], 0, GENESIS_HASH, jcs_bytes, "k", "t", 1, command_id) == \
        python_path("g", [event], 0, GENESIS_HASH, jcs_bytes, "k", "t", 1, command_id)


# What the hosted games write: no float, no null, ASCII strings JCS writes as they are. Every such command takes the
# compiled link (asserted), so the comparison above is not left to the fallbacks' share of the generated examples.
id_text = st.text(st.sampled_from("abcdefghijklm_-:/ ABCXYZ"), max_size=30)
game_values = st.recursive(st.integers(-SAFE, SAFE) | id_text | st.booleans(),
                           lambda children: st.lists(children, max_size=3)
                           | st.dictionaries(id_text, children, max_size=3), max_leaves=10)


@needs_chainlink
@settings(max_examples=300, deadline=None)
@given(st.lists(st.fixed_dictionaries({"type": id_text, "data": game_values}, optional={"v": st.integers(0, 9)}),
                min_size=1, max_size=4),
       st.one_of(st.none(), st.dictionaries(id_text, game_values, max_size=3)),
       st.integers(-1, 7) | st.just("system"), st.none() | id_text, st.none() | id_text, id_text,
       st.just("") | st.text(max_size=90), st.none() | id_text,
       st.just(GENESIS_HASH) | st.text(st.sampled_from("0123456789abcdef"), min_size=64, max_size=64),
       st.integers(0, SAFE - 10))
def test_a_plain_command_takes_the_compiled_link_and_writes_the_python_paths_bytes(
        events, command, actor, command_id, signature, game_id, chain_key, time, prev_hash, after_version):
    if command is not None and events:  # as the engines do: the command rides in its event's data
        events[0]["data"] = {"command": command, "rest": events[0]["data"]}
    linked = chain._encode_linked(game_id, events, after_version, prev_hash, chain_key, time, actor, command_id,
                                  command, signature)
    assert linked is not None
    expected = python_path(game_id, events, after_version, prev_hash, jcs_bytes, chain_key, time, actor, command_id,
                           command, signature)
    assert linked[0] == expected[0]
    assert linked[2] == expected[2]
    assert [shape(envelope) for envelope in linked[1]] == [shape(envelope) for envelope in expected[1]]
