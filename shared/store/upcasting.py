"""Upcasting: the one place a stored event becomes the event every reader sees (docs/FORMAT.md, "Versions").

The store's read path, the server's audit and the offline verifier all call `upcast_envelope` before
anything else reads a stream. Stored events are never rewritten (their hashes cover them as stored);
a reader sees, in this order:

1. the current type name (`game.created` -> `game_created`, the engine's `renamed_events`);
2. the engine's upcasters, one schema version at a time (`upcasters[(type, v)]`);
3. the platform's own upcasters:
   * `game_created` v1 -> v2: `data.rules` added, the rules version the stream was recorded under
     (shared.domain.rules_versions.version_of_unnamed: from the stored type name) and its result schema;
   * `game_finished` v1 -> v2: a result of schema 1 (before 1 December) gains `name`, `notes` and
     `rank` per player, for display only. Version 1 events hold both shapes (the schema changed
     without a bump): `recorded_result_schema` tells them apart by the `rank` every schema-2 player has.

The audit checks a recorded result against the raw event, in the schema it was recorded in
(`recorded_result_schema`), never against this display copy.
"""

from __future__ import annotations

from typing import Any

from shared.domain.rules_versions import RESULT_SCHEMA, version_of_unnamed
from shared.store.chain import Envelope, Upcaster, upcast

GAME_CREATED = "game_created"
GAME_FINISHED = "game_finished"
# Event types renamed since streams were first written (one style: snake_case, past tense).
# Stored events keep their old name, which their hash covers; readers see the current one.
PLATFORM_RENAMED_EVENTS = {"game.created": GAME_CREATED, "game.finished": GAME_FINISHED}
CREATED_SCHEMA = 2  # the created event names its rules (data.rules)
FINISHED_SCHEMA = RESULT_SCHEMA  # a schema-1 result is shown in the common result's shape (a finished v is its result's schema)


def upcast_envelope(envelope: Envelope, renamed: dict[str, str] | None = None,
                    upcasters: dict[tuple[str, int], Upcaster] | None = None) -> Envelope:
    """The envelope as every reader sees it (a copy when anything changes). renamed: old type -> current,
    the platform's and the engine's (shared.store.repository.renamed_event_types; None: the platform's);
    upcasters: the engine's."""
    stored_type = envelope["type"]
    current = upcast(upcasters or {}, envelope, PLATFORM_RENAMED_EVENTS if renamed is None else renamed)
    kind, schema = current["type"], current.get("v")
    if kind == GAME_CREATED and schema == 1:
        return {**current, "v": CREATED_SCHEMA, "data": _created_v2(current["data"], stored_type)}
    if kind == GAME_FINISHED and schema == 1:
        return {**current, "v": FINISHED_SCHEMA, "data": _finished_v2(current["data"])}
    return current


def rules_of_created(created: Envelope) -> dict[str, Any]:
    """{"version", "result"} of a stream, from its created event as stored or upcast."""
    return upcast_envelope(created)["data"]["rules"]


def recorded_result_schema(finished: Envelope) -> int:
    """The schema a stored finished event's result was recorded in."""
    if finished.get("v", 1) >= 2:
        return finished["v"]
    players = finished["data"]["result"].get("players") or []
    return 2 if players and all("rank" in p for p in players) else 1


def _created_v2(data: dict[str, Any], stored_type: str) -> dict[str, Any]:
    if "rules" in data:
        return data
    old = stored_type == "game.created"  # recorded before the renames of 30 November (release d8a3084)
    game = data.get("game", "")
    return {**data, "rules": {"version": version_of_unnamed(game, stored_type), "result": 1 if old else 2}}


def _finished_v2(data: dict[str, Any]) -> dict[str, Any]:
    result = data.get("result")
    if not isinstance(result, dict) or recorded_result_schema({"v": 1, "data": data}) == 2:
        return data
    position = {seat: index + 1 for index, seat in enumerate(result.get("ranking", []))}
    winners = set(result.get("winners", []))
    players = [{"name": f"seat {p['seat']}", "notes": [], **p,
                "rank": 1 if p["seat"] in winners else position.get(p["seat"], len(position) + 1)}
               for p in result.get("players", [])]
    return {**data, "result": {**result, "players": players}}
