"""The Redis key names are stored format: a release that renamed one would lose every game's data."""

from __future__ import annotations

from shared.store import keys
from shared.store.eventstore import EventStore
from shared.store.keys import StreamKeys, stream_keys, token_owner_key


def test_a_streams_keys_keep_the_names_written_since_the_first_release():
    k = StreamKeys("p:", "abc")
    assert k.events == "p:game:{abc}:events"
    assert k.meta == "p:game:{abc}:meta"
    assert k.idempotency == "p:game:{abc}:idem"
    assert k.secret == "p:game:{abc}:secret"
    assert k.tokens == "p:game:{abc}:meta:tokens"
    assert k.snapshot == "p:game:{abc}:meta:snapshot"
    assert k.archived == "p:game:{abc}:archived"
    assert keys.archive_due_key("p:") == "p:tabletop:archive:due"
    assert token_owner_key("p:", "d1") == "p:token:d1"
    assert keys.signing_registry_key("p:") == "p:tabletop:signing:keys"
    assert keys.signing_dev_key("p:") == "p:tabletop:signing:dev-key"
    assert keys.bare_stream_key("p:", "g") == "p:bench:{g}:bare"


def test_every_key_of_a_stream_shares_its_hash_tag():
    k = stream_keys("p:", "abc")
    for name in StreamKeys.__slots__:
        assert "{abc}" in getattr(k, name)


def test_the_store_names_its_keys_through_the_keys_module(fake_redis):
    store = EventStore(fake_redis, prefix="q:")
    assert store.keys("g") is stream_keys("q:", "g")
    store.append("g", [{"type": "a", "v": 1, "data": {}}], 0)
    store.put_secret("g", {"salt": "s"})
    assert set(fake_redis.keys("q:*")) == {b"q:game:{g}:events", b"q:game:{g}:secret"}


def test_stream_tickets_and_ratings_keep_their_key_names():
    assert keys.ticket_seat_key("p:", "abc", "d1") == "p:game:{abc}:meta:ticket:d1"
    assert keys.ticket_owner_key("p:", "d1") == "p:ticket:d1"
    assert keys.ratings_keys("p:", "chess") == {
        name: f"p:proj:ratings:{{chess}}:{name}" for name in ("order", "results", "applied", "players", "board", "lock")}


def test_matchmakings_keys_keep_their_names():
    assert keys.seeks_key("p:", "chess") == "p:tabletop:seeks:{chess}"
    assert keys.seekers_key("p:", "chess") == "p:tabletop:seeks:{chess}:seekers"
    assert keys.seeks_lock_key("p:", "chess") == "p:tabletop:seeks:{chess}:lock"
    assert keys.seek_order_key("p:", "chess") == "p:tabletop:seeks:{chess}:order"
    assert keys.seek_result_key("p:", "s1") == "p:tabletop:seek:s1"
    assert keys.tables_formed_key("p:", "chess") == "p:tabletop:seeks:{chess}:formed"
    assert keys.seeking_games_key("p:") == "p:tabletop:seeks:games"
    assert keys.open_table_key("p:", "g1") == "p:game:{g1}:meta:open"
    assert keys.open_tables_key("p:", "chess") == "p:tabletop:open:{chess}"
    assert keys.rematch_key("p:", "g1") == "p:game:{g1}:meta:rematch"


def test_a_game_kinds_read_models_keep_their_key_names():
    k = keys.ProjectionKeys("p:", "chess")
    assert k.views("abc") == "p:proj:{abc}:views"
    assert [k.lobby("active"), k.summaries(), k.all_games(), k.tournament_games("t1")] == [
        "p:proj:lobby:{chess}:active", "p:proj:lobby:{chess}:summary", "p:proj:lobby:{chess}:all",
        "p:proj:lobby:{chess}:tournament:t1"]
    assert k.player_games("ann") == "p:proj:player:{chess}:ann:games"
    assert k.identity_games("acme:ann") == "p:proj:identity:{chess}:acme:ann:games"
    assert keys.listing_scope_key(k.lobby_base(), "public", "finished") == "p:proj:lobby:{chess}:scope:public:finished"
    assert keys.listing_scope_key(k.lobby_base(), "client:acme") == "p:proj:lobby:{chess}:scope:client:acme"
    assert k.former() == ("p:proj:tournament:chess", "p:proj:lobby:chess", "p:proj:games:chess")


def spelled_keys(source: str) -> list[str]:
    """Where a module spells a Redis key itself: an f-string that starts with a key prefix (a name ending in
    `prefix`) followed by text, or such a name + a text. A sub-prefix (the prefix and text ending in ':', nothing
    after) and a SCAN pattern (ending in '*') are not keys. Not seen: a key built by str.format, by join, or from a
    prefix a call returns; none is written so today."""
    import ast

    found = []
    def prefix_named(expression) -> bool:
        named = expression.attr if isinstance(expression, ast.Attribute) else getattr(expression, "id", "")
        return named.lower().endswith("prefix")

    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and prefix_named(node.left)
                and isinstance(node.right, ast.Constant) and isinstance(node.right.value, str)
                and node.right.value and not node.right.value.endswith((":", "*"))):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
            continue
        if not isinstance(node, ast.JoinedStr) or len(node.values) < 2:
            continue
        first, second = node.values[0], node.values[1]
        if not (isinstance(first, ast.FormattedValue) and isinstance(second, ast.Constant)):
            continue
        text = second.value
        sub_prefix = len(node.values) == 2 and text.endswith(":")
        if prefix_named(first.value) and text and not sub_prefix and not text.endswith("*"):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_key_check_sees_a_spelled_key_and_lets_prefixes_and_patterns_pass():
    sample = ('a = f"{prefix}bench:{{{game}}}:bare"\nb = f"{self._prefix}game:{g}"\nc = f"{prefix}a:"\n'
              'd = f"{prefix}*"\ne = f"{self._prefix}{n:016x}"\nf = key_prefix + "tabletop:x"\ng = prefix + "s:"\n')
    assert [line.split(":")[0] for line in spelled_keys(sample)] == ["1", "2", "6"]


def test_no_module_outside_the_keys_package_spells_a_key():
    """Issue 36: every key is named in shared.store.keys (a key name is stored format). Broker queue names
    (shared.bus.queues) are the broker's, named where the queues are declared."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spelled = {}
    for path in [*root.joinpath("shared").rglob("*.py"), *root.joinpath("services").rglob("*.py")]:
        if root.joinpath("shared", "store", "keys") in path.parents or path == root / "shared" / "bus" / "queues.py":
            continue
        if found := spelled_keys(path.read_text(encoding="utf-8")):
            spelled[str(path.relative_to(root))] = found
    assert not spelled, spelled
