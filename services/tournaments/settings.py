"""A tournament's create body, validated: its settings (the game, table sizes, options, clock, rank points)
and its entrants, before anything is written. Pure: the game's engine is the only thing consulted."""

from __future__ import annotations

import math
from typing import Any

from services.tournaments import aggregate as agg
from shared.app.clients.integrators import identity
from shared.domain import clock
from shared.domain.engine import RuleViolation
from shared.domain.errors import InvalidSetup
from shared.domain.registry import is_known, load_engine

TABLE_SIZES = (2, 3, 4, 5)


def validated_settings(body: dict[str, Any]) -> dict[str, Any]:
    game = body["game"]
    if not is_known(game):
        raise InvalidSetup(f"no game {game!r} is hosted here", details={"field": "game"}, code="unknown_game")
    engine = load_engine(game)
    sizes = sorted(set(body["table_sizes"]))
    allowed = [s for s in TABLE_SIZES if engine.min_players <= s <= engine.max_players]
    for size in sizes:
        if size not in allowed:
            raise InvalidSetup(f"{game} tables cannot seat {size}", code="table_size_not_allowed",
                               details={"field": "table_sizes", "allowed": allowed})
        try:  # the options must make a legal game at every table size
            engine.validate_setup([{"name": f"bot{i}", "kind": "bot", "policy": engine.bot_policies[0]}
                                   for i in range(size)], body["options"])
        except RuleViolation as error:
            raise InvalidSetup(f"tables of {size}: {error.message}", code="table_size_not_allowed",
                               details={"field": "options", "table_size": size, **error.details()}) from error
    bot_fill = body.get("bot_fill")
    if bot_fill is not None and bot_fill not in engine.bot_policies:
        raise InvalidSetup(f"unknown policy {bot_fill!r}", details={"field": "bot_fill",
                                                                    "allowed": list(engine.bot_policies)})
    rank_points = {str(k): list(v) for k, v in (body.get("rank_points") or {}).items()}
    for size, row in rank_points.items():
        if not size.isdigit() or int(size) not in sizes or len(row) != int(size):
            raise InvalidSetup("rank_points: one row per table size, one entry per position",
                               details={"field": f"rank_points.{size}"})
        if any(a < b for a, b in zip(row, row[1:], strict=False)):
            raise InvalidSetup("rank_points must not increase with the position",
                               details={"field": f"rank_points.{size}"})
    if body.get("clock") is not None:
        try:  # the same time control every round game will be created with
            clock.parse_settings(body["clock"], [{"name": "entrant", "kind": "human"}], engine.bot_policies)
        except clock.ClockSettingsError as error:
            raise InvalidSetup(error.message, code="invalid_clock",
                               details={"field": error.field}) from error
    advance = body.get("advance", 1)
    if body["format"] == "elimination" and advance >= sizes[0]:
        raise InvalidSetup(f"advancing {advance} of a table of {sizes[0]} eliminates nobody",
                           details={"field": "advance"})
    return {"name": body.get("name") or "", "game": game, "options": body["options"], "format": body["format"],
            "table_sizes": sizes, "bot_fill": bot_fill, "clock": body.get("clock"), "rank_points": rank_points,
            "advance": advance, "pairing": agg.PAIRING_VERSION}

def validated_entrants(entrants: list[dict[str, Any]], game: str, field: str,
                        existing: set[str] = frozenset(), client: str | None = None,
                        identities: set[str] = frozenset()) -> list[dict[str, Any]]:
    """client: the client adding them (an entrant naming a `user` is that client's user)."""
    engine = load_engine(game)
    seen = set(existing)
    seen_identities = set(identities)
    out = []
    for index, entrant in enumerate(entrants):
        who = None
        if entrant.get("user") is not None:
            if client is None:
                raise InvalidSetup("only a client's entrant names a user",
                                   details={"field": f"{field}.{index}.user"}, code="invalid_user")
            who = identity(client, entrant["user"])
            if who in seen_identities:
                raise InvalidSetup(f"{who} is entered already", details={"field": f"{field}.{index}.user"},
                                   code="duplicate_entrant")
            seen_identities.add(who)
        if entrant["id"] in seen:
            raise InvalidSetup(f"entrant id {entrant['id']!r} is used twice", code="duplicate_entrant",
                               details={"field": f"{field}.{index}.id"})
        seen.add(entrant["id"])
        kind, policy = entrant["kind"], entrant.get("policy")
        if kind == "human" and policy:
            raise InvalidSetup("a human entrant has no policy", details={"field": f"{field}.{index}.policy"})
        if kind == "bot":
            policy = policy or ("heuristic" if "heuristic" in engine.bot_policies else engine.bot_policies[0])
            if policy not in engine.bot_policies or policy == "automa":
                raise InvalidSetup(f"unknown policy {policy!r}", details={
                    "field": f"{field}.{index}.policy", "allowed": [p for p in engine.bot_policies if p != "automa"]})
        out.append({"id": entrant["id"], "name": entrant["name"], "kind": kind, "policy": policy,
                    **({"identity": who} if who else {})})
    return out


def default_rounds(fmt: str, entrants: int, supported: int) -> int:
    """Swiss: ceil(log2(n)) rounds, enough to separate a single leader as in chess Swiss;
    round robin and elimination: all the rounds the format has for the field."""
    if fmt == "swiss":
        return min(supported, max(1, math.ceil(math.log2(max(entrants, 2)))))
    return supported
