"""Modern Society's results in the schemas they were recorded in (shared.domain.rules_versions).

Frozen like a released rules version: a recorded result is checked against today's scoring turned
into its own schema, so these functions never change; a new schema adds an entry.
"""

from __future__ import annotations

from typing import Any


def schema_1(result: dict[str, Any]) -> dict[str, Any]:
    """Before 1 December (release d8a3084): players had no `name`, `rank` or `notes`."""
    players = [{k: v for k, v in p.items() if k not in ("name", "rank", "notes")} for p in result["players"]]
    return {**result, "players": players}


IN_SCHEMA = {1: schema_1}
