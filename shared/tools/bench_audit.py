"""(d) of `python -m shared.tools.bench`: finished games exported (GET /v1/exports/games' generator over the
read models and streams) and verified offline (shared.audit.verifier, what `tabletop verify` runs), in games/s.

The games are Academic Society games between bots, played to their end beforehand (not timed).
"""

from __future__ import annotations

import time

from shared.app.runtime import build_runtime
from shared.audit.exports import ExportQuery, export_lines, finished_game_ids
from shared.audit.verifier import verify_export
from shared.base.config import Config
from shared.domain.registry import load_engine

GAME = "academic_society"


def bench_export_verify(redis, prefix: str, games: int) -> dict:
    rt = build_runtime(load_engine(GAME), Config(dispatch="inline", key_prefix=prefix), redis=redis)
    for seed in range(games):
        rt.service.create_game([{"name": f"p{seed % 7}", "kind": "bot"}, {"name": "q", "kind": "bot"}], {}, seed)
    keys = rt.service.keyring.published()
    start = time.perf_counter()
    lines: list[bytes] = []
    cursor: str | None = "0"
    while cursor is not None:
        ids, cursor = finished_game_ids(rt.projector, ExportQuery(cursor=cursor, limit=100))
        lines += export_lines(rt.store, ids)
    exported = time.perf_counter() - start
    start = time.perf_counter()
    verdict = verify_export(lines, keys)
    verified = time.perf_counter() - start
    if not verdict["ok"] or len(verdict["games"]) != games:
        raise SystemExit(f"export/verify bench: {len(verdict['games'])} games, ok={verdict['ok']}")
    return {"games": games, "events": len(lines), "exported_per_s": games / exported,
            "verified_per_s": games / verified}
