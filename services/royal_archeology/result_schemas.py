"""The Royal Society of Archeology's results in the schemas they were recorded in
(shared.domain.rules_versions).

Frozen like a released rules version: a recorded result is checked against today's scoring turned
into its own schema, so these functions never change; a new schema adds an entry.
"""

from __future__ import annotations

from typing import Any

# Schema 1 named the last line (the lower marker is the final score) differently.
SCHEMA_1_SOURCES = {"Final score: the lower marker": "Lowest marker (final score)"}


def schema_1(result: dict[str, Any]) -> dict[str, Any]:
    """Before 1 December (release d8a3084): each player's `lines` were every figure of the final scoring
    (today's `notes`), with no `name`, `rank` or `notes`; the Automa had no entry of its own."""
    players = []
    for player in result["players"]:
        lines = [{**line, "source": SCHEMA_1_SOURCES.get(line["source"], line["source"])} for line in player["notes"]]
        players.append({**{k: v for k, v in player.items() if k not in ("name", "rank", "notes")}, "lines": lines})
    return {**{k: v for k, v in result.items() if k != "automa"}, "players": players}


IN_SCHEMA = {1: schema_1}
