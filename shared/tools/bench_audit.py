"""(d) and (e) of `python -m shared.tools.bench`. (d): finished games exported (GET /v1/exports/games' generator over the
read models and streams) and verified offline (shared.audit.verifier, what `tabletop verify` runs), in games/s.

The games are bot games of the first hosted game (or the one named: shared.tools.bench_games), played to
their end beforehand (not timed).
"""

from __future__ import annotations

import os
import time

from shared.app.clients.visibility import OPERATOR
from shared.app.runtime import build_runtime
from shared.audit.exports import ExportQuery, export_lines, finished_game_ids
from shared.audit.verifier import read_source, verify_export
from shared.base.config import Config
from shared.domain.registry import load_engine
from shared.tools.bench_games import first_game, seats_for


def bench_export_verify(redis, prefix: str, games: int, game: str | None = None) -> dict:
    game = game or first_game()
    rt = build_runtime(load_engine(game), Config(dispatch="inline", key_prefix=prefix), redis=redis)
    others = [{"name": "q" * seat, "kind": "bot"} for seat in range(1, seats_for(game, 2))]
    for seed in range(games):
        rt.service.create_game([{"name": f"p{seed % 7}", "kind": "bot"}, *others], {}, seed)
    keys = rt.service.keyring.published()
    start = time.perf_counter()
    lines: list[bytes] = []
    cursor: str | None = "0"
    while cursor is not None:
        ids, cursor = finished_game_ids(rt.projector, ExportQuery(cursor=cursor, limit=100, reader=OPERATOR))
        lines += export_lines(rt.store, ids)
    exported = time.perf_counter() - start
    start = time.perf_counter()
    verdict = verify_export(lines, keys)
    verified = time.perf_counter() - start
    if not verdict["ok"] or len(verdict["games"]) != games:
        raise SystemExit(f"export/verify bench: {len(verdict['games'])} games, ok={verdict['ok']}")
    return {"games": games, "events": len(lines), "exported_per_s": games / exported,
            "verified_per_s": games / verified}


# The golden corpus (tests/golden/<release>/games.ndjson.gz): finished games recorded by every release.
GOLDEN = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tests", "golden")


def bench_golden_corpus(oldest: str = "d8a3084", newest: str = "7e8e631") -> dict:
    """(e): `tabletop verify` over the whole golden corpus, in games/s, and what reading a game of the oldest
    release costs against one of the newest, side by side in one run (events/s; the old ones are upcast,
    judged by a frozen rules version and their results compared in their own schema)."""
    releases = sorted(d for d in os.listdir(GOLDEN) if os.path.isfile(os.path.join(GOLDEN, d, "games.ndjson.gz")))
    lines = {release: read_source(os.path.join(GOLDEN, release, "games.ndjson.gz")) for release in releases}
    timed: dict[str, tuple[int, int, float]] = {}
    cpu_start = time.process_time()  # beside the wall clock: on a shared machine the wait for a core is not ours
    wall = 0.0
    for release in releases:
        start, cpu_then = time.perf_counter(), time.process_time()
        verdict = verify_export(lines[release])
        wall += time.perf_counter() - start
        if not verdict["ok"]:
            raise SystemExit(f"golden corpus bench: the games of {release} do not verify")
        timed[release] = (len(verdict["games"]), len(lines[release]), time.process_time() - cpu_then)
    cpu = time.process_time() - cpu_start
    games = sum(g for g, _, _ in timed.values())
    rate = {release: events / s for release, (_, events, s) in timed.items()}  # events per CPU second
    return {"releases": len(releases), "games": games, "events": sum(e for _, e, _ in timed.values()),
            "verified_per_s": games / wall, "verified_per_cpu_s": games / cpu, "old_vs_new": rate[oldest] / rate[newest],
            "bytes": sum(os.path.getsize(os.path.join(GOLDEN, r, f)) for r in releases
                         for f in os.listdir(os.path.join(GOLDEN, r)) if not f.endswith(".py"))}
