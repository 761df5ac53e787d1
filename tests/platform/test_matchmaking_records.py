"""Matchmaking's records in the store (shared.store.open_table_records, seek_records, rematch_records)."""

from __future__ import annotations

from types import SimpleNamespace

import fakeredis
import pytest

from shared.app.games.rematch import rematch
from shared.domain.errors import Conflict
from shared.store.open_table_records import OpenTableRecords
from shared.store.rematch_records import RematchRecords
from shared.store.seek_records import SeekRecords, games_with_seeks


def table(game_id, expires_ms, taken=None):
    return {"game_id": game_id, "game": "chess", "expires_ms": expires_ms, "taken": taken or {}, "status": "open"}


def test_a_table_changed_between_read_and_write_is_read_and_decided_again():
    server = fakeredis.FakeServer()  # two clients, as two players' requests would be
    records = OpenTableRecords(fakeredis.FakeRedis(server=server), "p:", "chess", now_ms=lambda: 1_000)
    records.add_table(table("g1", 60_000))
    rival = OpenTableRecords(fakeredis.FakeRedis(server=server), "p:", "chess", now_ms=lambda: 1_000)
    seen = []

    def take_seat_one(current):
        seen.append(dict(current["taken"]))
        if len(seen) == 1:  # another player takes seat 0 after this read, before this write
            rival.save_table(table("g1", 60_000, taken={"0": "bob"}))
        current["taken"]["1"] = "ann"
        return "seat 1"

    outcome, written = records.change("g1", take_seat_one)
    assert seen == [{}, {"0": "bob"}], "the second decision saw the rival's seat"
    assert outcome == "seat 1" and records.table("g1")["taken"] == {"0": "bob", "1": "ann"} == written["taken"]


def test_expired_tables_leave_the_waiting_page_first(fake_redis):
    now = [1_000]
    records = OpenTableRecords(fake_redis, "p:", "chess", now_ms=lambda: now[0])
    for game_id, expires in (("soon", 2_000), ("later", 3_000), ("last", 4_000)):
        records.add_table(table(game_id, expires))
    assert records.waiting_page(0, 2) == (["soon", "later"], 3)
    now[0] = 2_500
    assert records.waiting_page(0, 5) == (["later", "last"], 2)
    assert records.table("soon")["game_id"] == "soon", "an expired table still answers (as expired)"


def test_a_seek_seated_can_no_longer_be_withdrawn_and_its_user_may_seek_again(fake_redis):
    records = SeekRecords(fake_redis, "p:", "chess")
    seeks = [{"id": f"s{i}", "client": "acme", "identity": f"acme:{u}", "created_ms": i} for i, u in enumerate("ab")]
    for seek in seeks:
        assert records.claim_seeker(seek["identity"], seek["id"])
        records.add_seek(seek)
    assert not records.claim_seeker("acme:a", "s9"), "one waiting seek per user"
    assert [s["id"] for s in records.waiting()] == ["s0", "s1"]
    records.seat(seeks, "g1", 1)
    assert not records.withdraw("s0", "acme")
    assert records.outcome_of("s1") == {"status": "seated", "client": "acme", "game_id": "g1", "seat": 1}
    assert records.waiting() == [] and records.claim_seeker("acme:a", "s9")
    (formed,) = records.formed_tables_after(None, 10)
    assert (formed.game_id, formed.version, formed.identities, formed.seek_ids) == ("g1", 1, ["acme:a", "acme:b"],
                                                                                    ["s0", "s1"])
    assert records.formed_tables_after(formed.entry_id, 10) == []


class FinishedGameService:
    """What `rematch` asks of a game service: a finished game, its created event, and a creation that fails
    while `store_down` holds."""

    def __init__(self, redis):
        self.store = SimpleNamespace(redis=redis, prefix="p:", read_raw=lambda game_id, first, last: [{"data": {}}])
        self.store_down = True
        self.created = 0

    def load(self, game_id):
        return SimpleNamespace(visibility="public", client="acme", identities=["acme:a", "acme:b"], result={},
                               players=[{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}], options={})

    def create_game(self, players, options, seed, **settings):
        if self.store_down:
            raise ConnectionError("the store is away")
        self.created += 1
        return {"game_id": f"again{self.created}"}


def test_a_rematch_that_could_not_be_created_may_be_asked_for_again_and_then_only_once(fake_redis):
    service = FinishedGameService(fake_redis)
    with pytest.raises(ConnectionError):
        rematch(service, "g1", "acme")
    assert RematchRecords(fake_redis, "p:").rematch_of("g1") is None, "the claim was given back"
    service.store_down = False
    assert rematch(service, "g1", "acme")["game_id"] == "again1"
    with pytest.raises(Conflict) as refused:
        rematch(service, "g1", "acme")
    assert refused.value.details == {"game_id": "again1"} and service.created == 1


def test_the_sweep_finds_the_kinds_with_seeks_waiting(fake_redis):
    records = SeekRecords(fake_redis, "p:", "chess")
    assert games_with_seeks(fake_redis, "p:") == [] and records.waiting_count() == 0
    seek = {"id": "s1", "client": "acme", "identity": "acme:a", "created_ms": 1}
    records.claim_seeker(seek["identity"], seek["id"])
    records.add_seek(seek)
    assert games_with_seeks(fake_redis, "p:") == ["chess"] and records.waiting_count() == 1
    assert SeekRecords(fake_redis, "p:", "go").waiting_count() == 0 and games_with_seeks(fake_redis, "q:") == []
    records.seat([seek], "g1", 1)
    assert records.waiting_count() == 0 and games_with_seeks(fake_redis, "p:") == ["chess"]
