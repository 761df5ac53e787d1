"""One style of event type names (snake_case, past tense), and streams written under the old names.

Renamed types are read under their new name (the store renames on read), while the hash chain keeps
covering the stored form: a stream written before the rename still reads, replays, audits and scores.
"""

from __future__ import annotations

import re

import pytest

from shared.app.runtime import renamed_event_types
from shared.audit.game_audit import audit_game
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.domain.simulation import play_random_game
from shared.http.factory import create_app
from shared.store.eventstore import EventStore, verify_chain
from shared.store.repository import GAME_CREATED, GAME_FINISHED, PLATFORM_RENAMED_EVENTS
from tests.platform.game_configs import CONFIGS, config_id

SNAKE_CASE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
IRREGULAR_PAST = {"chosen", "dealt", "drawn", "kept", "met", "set", "sold", "spent", "stolen", "taken", "won", "begun",
                  "given", "paid", "done"}


def is_past_tense_snake_case(name: str) -> bool:
    words = name.split("_")
    return bool(SNAKE_CASE.match(name)) and any(w.endswith("ed") or w in IRREGULAR_PAST for w in words)


def test_platform_event_names_follow_the_one_style():
    assert GAME_CREATED == "game_created" and GAME_FINISHED == "game_finished"
    assert all(is_past_tense_snake_case(name) for name in (GAME_CREATED, GAME_FINISHED))
    assert PLATFORM_RENAMED_EVENTS == {"game.created": "game_created", "game.finished": "game_finished"}


@pytest.mark.parametrize("game,players,options", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_every_event_an_engine_writes_is_snake_case_past_tense(game, players, options):
    engine = load_engine(game)
    policies = {i: "automa" for i, p in enumerate(players) if p["kind"] == "automa"}
    seen = set()
    for seed in range(2):
        seen |= {e["type"] for e in play_random_game(engine, players, options, seed, check=False,
                                                     policies=policies).events}
    outliers = sorted(t for t in seen if not is_past_tense_snake_case(t))
    assert not outliers, f"{game}: {outliers}"
    assert not seen & set(renamed_event_types(engine)), "an engine still writes a renamed type"


def test_renamed_types_are_past_tense_and_never_chain():
    for game in ("academic_society", "royal_archeology", "modern_society"):
        renames = renamed_event_types(load_engine(game))
        assert all(is_past_tense_snake_case(new) for new in renames.values()), game
        assert not set(renames) & set(renames.values())
        assert len(set(renames.values())) == len(renames)  # each new name has one old name: reversible


def test_store_reads_a_renamed_type_under_its_new_name_and_upcasts_it_after(fake_redis, key_prefix):
    old = EventStore(fake_redis, prefix=key_prefix)
    old.append("g1", [{"type": "move", "v": 1, "data": {"n": 3}}], 0, chain_key="salt")
    new = EventStore(fake_redis, prefix=key_prefix, renamed_types={"move": "moved"},
                     upcasters={("moved", 1): lambda d: {"steps": d["n"]}})
    (event,) = new.read("g1")
    assert event["type"] == "moved" and event["v"] == 2 and event["data"] == {"steps": 3}
    (stored,) = new.read_raw("g1")
    assert stored["type"] == "move" and stored["data"] == {"n": 3}
    assert verify_chain(new.read_raw("g1"), "salt")[0]
    assert not verify_chain(new.read("g1"), "salt")[0]  # the chain covers the stored name, not the read one


def test_store_refuses_renames_that_would_chain(fake_redis):
    with pytest.raises(ValueError):
        EventStore(fake_redis, renamed_types={"a": "b", "b": "c"})


def _rewrite_under_old_names(rt, game_id: str) -> str:
    """A copy of a finished game as a store from before the renames would have written it."""
    old_name = {new: old for old, new in rt.store.renamed_types.items()}
    plain = EventStore(rt.store.redis, prefix=rt.store.prefix)
    secret = rt.store.secret(game_id)
    copy_id = f"{game_id}-old"
    plain.put_secret(copy_id, secret)
    groups: list[list[dict]] = []
    for envelope in rt.store.read_raw(game_id):
        if groups and groups[-1][0]["command_id"] == envelope["command_id"]:
            groups[-1].append(envelope)
        else:
            groups.append([envelope])
    version = 0
    for group in groups:
        # Before the renames, streams had no canonical-form marker (`canon`) nor signed transcript head either.
        events = [{"type": old_name.get(e["type"], e["type"]), "v": e["v"],
                   "data": {k: v for k, v in e["data"].items()
                            if not (e["type"] in (GAME_CREATED, GAME_FINISHED) and k in ("canon", "transcript"))}}
                  for e in group]
        version = plain.append(copy_id, events, version, actor=group[0]["actor"], command_id=group[0]["command_id"],
                               command=group[0].get("command"), chain_key=secret["salt"]).version
    return copy_id


@pytest.mark.parametrize("game,players,options", [CONFIGS[0], CONFIGS[4], CONFIGS[7]],
                         ids=["academic_society", "royal_archeology", "modern_society"])
def test_a_stream_written_under_the_old_names_still_reads_replays_and_audits(game, players, options, fake_redis):
    app = create_app(game, Config(dispatch="inline"), redis=fake_redis)
    rt = app.extensions["tabletop"]
    created = rt.service.create_game(players, options, seed=5)
    old_id = _rewrite_under_old_names(rt, created["game_id"])
    stored_types = {e["type"] for e in rt.store.read_raw(old_id)}
    assert {"game.created", "game.finished"} <= stored_types
    if game == "royal_archeology":
        assert "game_setup" in stored_types and "place" in stored_types
    read_types = [e["type"] for e in rt.store.read(old_id)]
    assert read_types == [e["type"] for e in rt.store.read(created["game_id"])]
    assert all(is_past_tense_snake_case(t) for t in read_types)
    audit = audit_game(rt, old_id)
    assert audit["ok"], audit["checks"]
    assert not audit["checks"]["decisions"]["skipped"] and not audit["checks"]["rescore"]["skipped"]
    client = app.test_client()
    copy_view = client.get(f"/v1/games/{old_id}").json
    original_view = client.get(f"/v1/games/{created['game_id']}").json
    assert copy_view["status"] == "finished" and copy_view["result"] == original_view["result"]
    assert copy_view["view"] == original_view["view"]
    raw = client.get(f"/v1/games/{old_id}/events?raw=true").json["events"]
    assert raw[0]["type"] == "game.created" and verify_chain(raw, raw[-1]["data"]["seed"]["salt"])[0]
    shown = client.get(f"/v1/games/{old_id}/events").json["events"]
    assert shown[0]["type"] == GAME_CREATED and shown[-1]["type"] == GAME_FINISHED


def test_every_royal_archeology_command_type_has_an_event_name():
    """Found in the rules' source: a command type the simulations rarely reach must not lack a name."""
    import pathlib

    from services.royal_archeology.rules.event_names import EVENT_FOR_COMMAND

    rules = pathlib.Path(__file__).resolve().parents[2] / "services" / "royal_archeology" / "rules"
    listed = set()
    for module in rules.glob("*.py"):
        listed |= set(re.findall(r'\{"type": "([a-z_0-9]+)"', module.read_text()))
    assert listed and listed <= set(EVENT_FOR_COMMAND), sorted(listed - set(EVENT_FOR_COMMAND))


def test_raw_events_of_an_unfinished_old_stream_are_still_redacted(fake_redis):
    """Before the end, hidden parts stay hidden even in the stored form (`raw=true`) of old event names."""
    app = create_app("royal_archeology", Config(dispatch="inline"), redis=fake_redis)
    rt = app.extensions["tabletop"]
    players = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "bot", "policy": "random"},
               {"name": "cy", "kind": "bot", "policy": "random"}]
    created = rt.service.create_game(players, {}, seed=5)
    old_id = _rewrite_under_old_names(rt, created["game_id"])
    assert rt.store.read_raw(old_id)[1]["type"] == "game_setup"
    client = app.test_client()
    for raw in ("true", "false"):
        response = client.get(f"/v1/games/{old_id}/events?raw={raw}")
        assert response.status_code == 200
        setup = response.json["events"][1]
        assert setup["type"] == "game_set_up" and "secret" not in setup["data"]
        assert all(isinstance(deal, dict) and all(isinstance(n, int) for n in deal.values())
                   for deal in setup["data"]["deals"].values())
