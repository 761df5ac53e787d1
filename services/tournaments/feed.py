"""The organiser's feed (issue 37): everything of a tournament's games in one stream, so an organiser's
tools follow hundreds of tables without polling: GET /v1/tournaments/{id}/feed (Server-Sent Events) and
the webhook kinds `tournament_table_created`, `tournament_table_started`, `tournament_table_finished`,
`tournament_clock_ran_out`.

The feed is derived from recorded events only (the tournament's stream and its round games' streams,
never a side channel), so it can be rebuilt: `collect` reads each stream past its cursor and appends the
items it implies to the tournament's feed stream, each item once (its key, checked in the same script
that appends it). Item n is entry `n-0` of the feed stream: the SSE `id:`, and Last-Event-ID resumes.

    table_created    {round, table, game_id, entrants}           the round's game exists (round_started)
    table_started    {round, table, game_id, seat, version}      the game's first decision was recorded
    clock_ran_out    {round, table, game_id, seat, entrant, on_timeout, version}   a seat_timed_out event
    table_finished   {round, table, game_id, result, placed}     game_finished: the result, and entrant ids
                                                                 best first (`placed`)
    round_started / round_finished / round_refused / override_recorded / tournament_finished
                                                                 the tournament's own events

Who collects, and so how soon an item appears (what exists in the game pipeline today): every append to
the tournament (its projection: tables created, rounds, overrides); each round game's GAME_FINISHED on
the platform's bus (services.tournaments.handlers: that game's items, its start and clock-outs
included); every tournament advance the workers run, the sweep's included (services.tournaments.tasks:
every sweep_every_s for a running or paused tournament); and, while someone follows the SSE feed, every
tick (FEED_TICK_S) for every open table. So a start or a clock running out reaches a watcher within a
tick, and the webhooks within a sweep at the latest (sooner when a table finishes or the tournament
records something). Cursors may lag behind a concurrent collector: the items' keys keep each one once.
The feed's stream, its seen items and its cursors are shared.store.tournament_feed's.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

from services.tournaments import aggregate as agg
from services.tournaments.organiser import kind_of
from shared.app.webhooks.outbox import active_endpoints, enqueue_happening
from shared.domain.clock import SEAT_TIMED_OUT
from shared.http.live_stream import RETRY_MS, end_message, sse_message
from shared.store.tournament_feed import TournamentFeedRecords
from shared.store.upcasting import GAME_FINISHED

FEED_TICK_S = 1.0
TOURNAMENT_CURSOR = "@tournament"
DONE = "done"
# Feed items that integrators may also receive as webhooks (shared.app.webhooks.subscriptions TOURNAMENT_KINDS).
WEBHOOK_KINDS = {"table_created": "tournament_table_created", "table_started": "tournament_table_started",
                 "table_finished": "tournament_table_finished", "clock_ran_out": "tournament_clock_ran_out"}

def _item(kind: str, key: str, time_: str, data: dict[str, Any]) -> dict[str, Any]:
    return {"type": kind, "key": key, "time": time_, "data": data}


def tournament_items(envelopes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The feed items of tournament events (pure)."""
    items = []
    for envelope in envelopes:
        kind, data, version, at = envelope["type"], envelope["data"], envelope["version"], envelope["time"]
        key = f"t|{version}"
        if kind == agg.ROUND_STARTED:
            items.append(_item("round_started", key, at, {"round": data["round"], "tables": len(data["tables"]),
                                                          "certificate": data.get("certificate")}))
            items += [_item("table_created", f"g|{t['game_id']}|created", at,
                            {"round": data["round"], "table": t["table"], "game_id": t["game_id"], "entrants": t["seats"]})
                      for t in data["tables"]]
        elif kind == agg.ROUND_FINISHED:
            items.append(_item("round_finished", key, at, {"round": data["round"]}))
        elif kind == agg.TOURNAMENT_PAUSED and data.get("refused"):
            items.append(_item("round_refused", key, at, data["refused"]))
        elif kind in agg.OVERRIDES:
            items.append(_item("override_recorded", key, at, {"kind": kind_of(kind), "version": version, **data}))
        elif kind == agg.TOURNAMENT_FINISHED:
            items.append(_item("tournament_finished", key, at, {"standings": data["standings"]}))
    return items


def game_items(table: dict[str, Any], envelopes: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The feed items of a round game's events (pure). table: {round, table, game_id, seats}."""
    where = {"round": table["round"], "table": table["table"], "game_id": table["game_id"]}
    seats, game_id = table["seats"], table["game_id"]
    items = []
    for envelope in envelopes:
        kind, data, version, at = envelope["type"], envelope["data"], envelope["version"], envelope["time"]
        if isinstance(envelope.get("actor"), int):  # a seat's decision (human or bot): the table is playing
            items.append(_item("table_started", f"g|{game_id}|started", at,
                               {**where, "seat": envelope["actor"], "version": version}))
        if kind == SEAT_TIMED_OUT:
            seat = data["seat"]
            items.append(_item("clock_ran_out", f"g|{game_id}|timeout|{version}", at, {
                **where, "seat": seat, "entrant": seats[seat] if seat < len(seats) else None,
                "on_timeout": data.get("on_timeout"), "version": version}))
        elif kind == GAME_FINISHED:
            result = data["result"]
            items.append(_item("table_finished", f"g|{game_id}|finished", at, {
                **where, "result": result, "placed": [seats[s] for s in result["ranking"] if s < len(seats)]}))
    return items


class TournamentFeed:
    """The feed's store and collector for a TournamentService (its store, runtimes and webhook outbox)."""

    def __init__(self, service):
        self.service = service
        self.redis = service.redis
        self.records = TournamentFeedRecords(service.redis, service.prefix, service.store.blocking_redis)

    def collect(self, tournament_id: str, game_ids: list[str] | None = None) -> list[dict[str, Any]]:
        """Append what the streams imply past their cursors (only these games' when given); returns the
        items appended now (another collector may have appended some of them first: those are not)."""
        cursors = self.records.cursors(tournament_id)
        envelopes = self.service.store.read(tournament_id)
        if not envelopes:  # a game tagged with a tournament that does not exist: nothing to tell
            return []
        state = agg.fold(envelopes)
        read_to = int(cursors.get(TOURNAMENT_CURSOR, 0))
        items = tournament_items(envelopes[read_to:])
        moved = {TOURNAMENT_CURSOR: state["version"]}
        tables = [{**t, "round": r} for r in range(1, state["round"] + 1) for t in state["tables"].get(str(r), [])]
        tables = [t for t in tables if cursors.get(t["game_id"]) != DONE
                  and (game_ids is None or t["game_id"] in game_ids)]
        if tables:
            store = self.service.runtime(state["game"]).store
            lengths = self.records.games_lengths(store.prefix, [table["game_id"] for table in tables])
            for table, length in zip(tables, lengths, strict=True):
                seen = int(cursors.get(table["game_id"], 0))
                version = length or store.version(table["game_id"])  # 0 in Redis: moved to the archive
                if version <= seen:
                    continue
                found = game_items(table, store.read(table["game_id"], seen + 1))
                items += found
                finished = any(i["type"] == "table_finished" for i in found)
                moved[table["game_id"]] = DONE if finished else version
        added = self._append(tournament_id, items)
        self.records.move_cursors(tournament_id, moved)
        self._tell_webhooks(tournament_id, added)
        return added

    def _append(self, tournament_id: str, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        if not items:
            return []
        appended = self.records.add_items(tournament_id, [(item["key"], item) for item in items])
        return [{**items[position], "seq": seq} for position, seq in appended]

    def _tell_webhooks(self, tournament_id: str, added: list[dict[str, Any]]) -> None:
        outbox = self.service.outbox
        relevant = [i for i in added if i["type"] in WEBHOOK_KINDS]
        if not relevant:
            return
        endpoints = active_endpoints(outbox.registry)
        if not endpoints:
            return
        for item in relevant:
            data = {"tournament": tournament_id, "seq": item["seq"], **item["data"]}
            users = [e for e in item["data"].get("entrants") or item["data"].get("placed") or [] if e]
            enqueue_happening(self.redis, outbox.config, outbox.sender, endpoints, {
                "type": WEBHOOK_KINDS[item["type"]], "stream": tournament_id, "version": item["seq"],
                "timestamp": item["time"], "data": data, "users": users, "tournament": tournament_id,
                "key": f"{tournament_id}|feed|{item['key']}"})

    # -- reading ------------------------------------------------------------------------------------

    def read(self, tournament_id: str, after: int, block_ms: int | None = None) -> list[dict[str, Any]]:
        """The items after the n-th (waiting up to block_ms for one), each with its number `seq`."""
        return [{"seq": seq, "type": item["type"], "time": item["time"], "data": item["data"]}
                for seq, item in self.records.items_after(tournament_id, after, block_ms)]

    def length(self, tournament_id: str) -> int:
        return self.records.length(tournament_id)

    def events(self, tournament_id: str, after: int, idle_timeout_s: float,
               tick_s: float = FEED_TICK_S) -> Iterator[str]:
        """The live feed as Server-Sent Events (`id:` = seq): collected every tick while followed; ends
        after tournament_finished (`event: end`) or idle_timeout_s without an item."""
        yield f"retry: {RETRY_MS}\n\n"
        idle_since = heard = time.monotonic()
        heartbeat_s = self.service.config.sse_heartbeat_s
        while True:
            self.collect(tournament_id)
            batch = self.read(tournament_id, after, int(min(tick_s, idle_timeout_s) * 1000))
            now = time.monotonic()
            if not batch:
                if now - idle_since >= idle_timeout_s:
                    return
                if now - heard >= heartbeat_s:
                    heard = now
                    yield ": heartbeat\n\n"
                continue
            idle_since = heard = now
            for item in batch:
                yield sse_message(item, event_id=item["seq"])
                after = item["seq"]
                if item["type"] == "tournament_finished":
                    yield end_message(after)
                    return
