"""What the audit's `bots` check costs (issue 38), in every game's bench: one game with heuristic, strong and
random seats played by the platform's bot loop in process (fakeredis), then its bot commands chosen again
(shared.audit.bot_audit) from the stream. Both in CPU time: the check re-runs the bots' thinking, so it should
cost about what playing the game cost, never much more."""

from __future__ import annotations

import time
from typing import Any

import fakeredis

from shared.app.runtime import build_runtime
from shared.audit.bot_audit import verify_bots
from shared.base.config import Config
from shared.store.repository import renamed_event_types
from shared.store.upcasting import upcast_envelope
from shared.tools.bench_report import BenchReport

# One seat of each policy (the same three in every game: 3 players fit every game's standard mode).
ONE_OF_EACH = ({"name": "h", "kind": "bot", "policy": "heuristic"}, {"name": "s", "kind": "bot", "policy": "strong"},
               {"name": "r", "kind": "bot", "policy": "random"})
TARGET_RATIO = 1.5  # the check's CPU time against the game's own (decisions, appends, projections)


def report_bot_audit(report: BenchReport, engine: Any, players: tuple[dict[str, Any], ...] = ONE_OF_EACH,
                     options: dict[str, Any] | None = None, seed: int = 1) -> None:
    runtime = build_runtime(engine, Config(dispatch="inline"), redis=fakeredis.FakeRedis())
    started = time.process_time()
    game_id = runtime.service.create_game([dict(p) for p in players], options or {}, seed)["game_id"]  # played to its end inline
    played = time.process_time() - started
    renamed = renamed_event_types(engine)
    events = [upcast_envelope(e, renamed) for e in runtime.store.read_raw(game_id)]
    started = time.process_time()
    ok, detail, skipped = verify_bots(engine, events)
    checked = time.process_time() - started
    if not ok or skipped:
        raise SystemExit(f"{engine.name}: the bots check did not pass on an honest game: {detail}")
    seats = ", ".join(p.get("policy") or p["kind"] for p in players)
    report.info("bots check per game", checked, fmt="{:.1f} s",
                detail=f"{detail}; seats {seats}; CPU time, one game (seed {seed})")
    report.figure("bots check / playing the game", checked / played, "<=", TARGET_RATIO, fmt="{:.2f}x",
                  detail=f"playing it took {played:.1f} s CPU in process (decisions, appends, projections)")
