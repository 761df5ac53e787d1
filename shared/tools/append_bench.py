"""(a) of the platform bench: our append (Lua script, hash chain, idempotency) against a bare XADD of the same
payload, interleaved in one run, with Redis's own time per call beside each (INFO commandstats), so a missed
ratio shows how much of it is the server's script and how much the client's encoding and round trip."""

from __future__ import annotations

import time
import uuid

from shared.store import keys
from shared.store.admin import command_times, delete_keys
from shared.store.bench_probes import bare_append
from shared.store.chain import CANON_JCS
from shared.store.eventstore import EventStore, canonical_json
from shared.store.repository import GAME_CREATED

SAMPLE_EVENT = {"type": "scholar_placed", "v": 1, "data": {"seat": 2, "space": "library", "bonus": True, "round": 3}}


def bench_append(redis, prefix: str, count: int, replica_acks: int = 0) -> dict:
    store = EventStore(redis, prefix=prefix, replica_acks=replica_acks)
    game = f"bench-{uuid.uuid4().hex[:8]}"
    # The bare XADD carries exactly what our append stores: the full envelope.
    envelope = canonical_json({**SAMPLE_EVENT, "game_id": game, "version": 1, "actor": 2, "command_id": "x" * 32,
                               "time": "2026-01-01T00:00:00.000+00:00", "prev_hash": "0" * 64, "hash": "0" * 64})
    bare_key = keys.bare_stream_key(prefix, game)
    command_id = "x" * 32  # the same id in both payloads: neither side pays for generating one
    # A game in the current format: its chain hashes RFC 8785 canonical JSON.
    store.append(game, [{"type": GAME_CREATED, "v": 1, "data": {"canon": CANON_JCS}}], 0, command_id="create")
    rounds = []
    server_us = {"bare": [], "ours": []}  # Redis's own time per call (INFO commandstats), where it is readable
    for _ in range(3):  # interleaved, so both see the same machine noise
        before = _command_usec(redis)
        start = time.perf_counter()
        for _ in range(count):
            bare_append(redis, bare_key, envelope)
        bare = count / (time.perf_counter() - start)
        between = _command_usec(redis)
        version = store.version(game)
        start = time.perf_counter()
        for i in range(count):
            store.append(game, [SAMPLE_EVENT], version + i, actor=2, command_id=command_id)
        ours = count / (time.perf_counter() - start)
        after = _command_usec(redis)
        rounds.append((ours, bare))
        if before and between and after:
            server_us["bare"].append((between["xadd"] - before["xadd"]) / count)
            server_us["ours"].append((after["evalsha"] - between["evalsha"]) / count)
    ours, bare = max(r[0] for r in rounds), max(r[1] for r in rounds)
    delete_keys(redis, bare_key, *store.keys(game).names())
    server = ({side: min(values) for side, values in server_us.items()} if all(server_us.values()) else None)
    return {"ours_per_s": ours, "bare_per_s": bare, "ratio": ours / bare, "server_us": server}


def _command_usec(redis) -> dict[str, float] | None:
    """Redis's cumulative time in XADD and in EVALSHA (the append script, its XLEN and XADD included), in
    microseconds; None where INFO commandstats is not served (the embedded fakeredis server). Other
    clients of the same server add to both: on a shared server the split is an upper bound."""
    times = command_times(redis)
    if not times or ("xadd" not in times and "evalsha" not in times):
        return None
    return {name: times.get(name, 0) for name in ("xadd", "evalsha")}
