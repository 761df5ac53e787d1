"""Instruction counts per append, per HTTP command and per hosted decision, this tree against the
previous release, under `valgrind --tool=callgrind` (issue 24, item 4).

    python -m shared.tools.instruction_counts [--baseline REF] [--appends N] [--commands N] [--games N]
                                              [--game GAME]

Wall-clock ratios swing on a shared machine; instructions executed do not (the same binary, inputs
and environment give the same count whatever else the machine does). One process per tree runs the
three workloads below in turn; callgrind dumps a count at each phase marker (a call of getppid(2),
which nothing else here makes), so the start-up, the imports and each phase's warm-up are left out:

- append: N conditional appends of one event through EventStore.append (the client's side: the Redis
  server is another process and is not counted);
- HTTP command: N `POST /commands` of the fixture game through Flask's test client (the whole app:
  routing, validation, the service, the append, the response);
- hosted decision: G all-bot games (four random bots) of the first hosted game (or --game's) created
  through the service with inline dispatch (every automated decision, its append, the scoring and the
  projections), per decision.

The previous release is a git ref (default BASELINE_REF, the release this bench last compared
against), checked out in a temporary worktree; this file runs in both trees, importing each tree's
own code (it uses only interfaces both have).
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import uuid

BASELINE_REF = "3471208"  # the release of 2 December (before issue 32's pipeline)
# Issue 32: instructions per HTTP command at most 2.0x a bare Flask route's, per hosted decision 1.6x the engine's.
TARGETS = {"command": 2.0, "decision": 1.6}
MARKER = "getppid"


def _phase() -> None:
    os.getppid()  # callgrind dumps its counts here (--dump-before=getppid)


def _harness(name: str):
    """A store module of THIS file's tree (`connection`, `admin`, `bench_probes`, `keys/bench`: they import nothing
    of the platform), loaded by path: the harness around the workloads is the same in both trees, while the
    workloads import the measured tree's own code."""
    import importlib.util

    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "store", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"_harness_{name.replace('/', '_')}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def workload(redis_url: str, appends: int, commands: int, games: int, game: str) -> None:
    """Run in the tree being measured (cwd and sys.path[0]: that tree)."""
    from shared.base.config import Config
    from shared.store.chain import CANON_JCS
    from shared.store.eventstore import EventStore
    from shared.store.repository import GAME_CREATED

    prefix = f"instr{uuid.uuid4().hex[:6]}:"
    # No health check and no timeouts: the bare yardstick is a plain client, as it always was.
    redis = _harness("connection").connect(redis_url, health_check_interval=0, connect_timeout=None)
    os.environ.update(REDIS_URL=redis_url, KEY_PREFIX=prefix, RATE_LIMITS="off", ACCESS_LOG=os.devnull,
                      TABLETOP_EXTRA_GAMES="counting_race=tests.fixture_game", DISPATCH="inline")
    try:
        store = EventStore(redis, prefix=prefix)
        event = {"type": "scholar_placed", "v": 1, "data": {"seat": 2, "space": "library", "round": 3}}
        store.append("g", [{"type": GAME_CREATED, "v": 1, "data": {"canon": CANON_JCS}}], 0, command_id="create")
        for version in range(1, 11):  # warm-up
            store.append("g", [event], version, actor=2, command_id="x" * 32)
        _phase()
        for i in range(appends):
            store.append("g", [event], 11 + i, actor=2, command_id="x" * 32)
        _phase()

        from tests.fixture_app import create_app

        client = create_app().test_client()
        # The integrator client the driver configured (BOOTSTRAP_CLIENT); a release before clients ignores it.
        created = client.post("/v1/games", json={"players": [{"name": "p", "kind": "human"}],
                                                 "options": {"target": 1_000_000}},
                              headers={"X-Client-Key": os.environ.get("BENCH_CLIENT_KEY", "")}).get_json()
        path = f"/v1/games/{created['game_id']}/commands"
        auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        for _ in range(10):  # warm-up
            client.post(path, json={"type": "add", "amount": 1}, headers=auth)
        _phase()
        for _ in range(commands):
            client.post(path, json={"type": "add", "amount": 1}, headers=auth)
        _phase()

        from shared.app.runtime import build_runtime
        from shared.domain.registry import load_engine

        service = build_runtime(load_engine(game), Config.from_env()).service
        players = [{"name": f"b{s}", "kind": "bot", "policy": "random"} for s in range(4)]
        service.create_game(players, {}, 1000)  # warm-up
        _phase()
        ids = [service.create_game(players, {}, seed)["game_id"] for seed in range(games)]
        _phase()
        decisions = sum(len({e["command_id"] for e in service.store.read(game_id) if e["actor"] != "system"})
                        for game_id in ids)
        print(f"DECISIONS {decisions}", flush=True)
        _bare_phases(redis, prefix, appends, commands, games, players, game)
    finally:
        _harness("admin").delete_prefix(redis, prefix)


def _bare_phases(redis, prefix: str, appends: int, commands: int, games: int, players: list[dict],
                 game: str) -> None:
    """The yardsticks, after the three workloads: a bare XADD of a stored envelope (dump 8), a bare Flask
    endpoint through the same test client (dump 10, after its warm-up) and the engine alone playing the same
    number of games in process (dump 11): the instruction ratios the wall-clock ratios of the bench stand for,
    free of the machine's load. Both trees run this same function (it uses no interface of theirs but
    play_random_game and the baseline app)."""
    from shared.domain.registry import load_engine
    from shared.domain.simulation import play_random_game

    payload = (b'{"actor":2,"command_id":"' + b"x" * 32 + b'","data":{"round":3,"seat":2,"space":"library"},'
               b'"game_id":"g","prev_hash":"' + b"0" * 64 + b'","time":"2026-01-01T00:00:00.000+00:00",'
               b'"type":"scholar_placed","v":1,"version":11,"hash":"' + b"0" * 64 + b'"}')
    bare_key = _harness("keys/bench").bare_stream_key(prefix, "instructions")
    bare_append = _harness("bench_probes").bare_append
    for _ in range(10):  # warm-up
        bare_append(redis, bare_key, payload)
    _phase()
    for _ in range(appends):
        bare_append(redis, bare_key, payload)
    _phase()
    from tests.fixture_app import create_baseline_app

    bare = create_baseline_app().test_client()
    for _ in range(10):  # warm-up
        bare.post("/v1/games/g1/commands", json={"type": "add", "amount": 1})
    _phase()
    for _ in range(commands):
        bare.post("/v1/games/g1/commands", json={"type": "add", "amount": 1})
    _phase()
    engine = load_engine(game)
    policies = dict.fromkeys(range(len(players)), "random")
    played = sum(play_random_game(engine, players, {}, seed, check=False, policies=policies).decisions
                 for seed in range(games))
    _phase()
    print(f"ENGINE_DECISIONS {played}", flush=True)


def measure(tree: str, script: str, redis_url: str, appends: int, commands: int, games: int,
            game: str) -> dict | None:
    """Instructions per unit in `tree`, or None when the workload does not run there."""
    python = os.path.join(tree, ".venv", "bin", "python")
    if not os.path.exists(python):
        python = sys.executable
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--dump-before={MARKER}", f"--callgrind-out-file={out}", python,
             script, "--workload", "--redis-url", redis_url, "--appends", str(appends), "--commands", str(commands),
             "--games", str(games), "--game", game],
            cwd=tree, env=dict(os.environ, PYTHONPATH=tree), capture_output=True, text=True)
        found = re.search(r"^DECISIONS (\d+)", run.stdout, re.M)
        if run.returncode != 0 or not found:
            print(f"instruction counts: the workload failed in {tree}:\n{run.stderr[-2000:]}", file=sys.stderr)
            return None
        parts = {}
        for path in glob.glob(out + ".*"):
            with open(path) as f:
                text = f.read()
            parts[int(path.rsplit(".", 1)[1])] = int(re.search(r"^totals: (\d+)", text, re.M).group(1))
    # Dumps: 1 start-up and append warm-up, 2 appends, 3 HTTP set-up and warm-up, 4 commands,
    # 5 hosted warm-up, 6 hosted games, 7 bare XADD warm-up, 8 bare XADDs, 9 bare Flask set-up and warm-up,
    # 10 bare Flask requests, 11 the engine alone.
    decisions = int(found.group(1))
    engine_decisions = int(re.search(r"ENGINE_DECISIONS (\d+)", run.stdout).group(1))
    return {"append": parts[2] / appends, "command": parts[4] / commands, "decision": parts[6] / decisions,
            "decisions": decisions, "bare_append": parts[8] / appends, "bare_command": parts[10] / commands,
            "bare_decision": parts[11] / engine_decisions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--workload", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--redis-url", default=None)
    parser.add_argument("--baseline", default=os.environ.get("BENCH_BASELINE_REF", BASELINE_REF))
    parser.add_argument("--appends", type=int, default=200)
    parser.add_argument("--commands", type=int, default=100)
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--game", default=None, help="the game of the hosted decisions (default: the first hosted)")
    args = parser.parse_args(argv)
    if args.workload:
        workload(args.redis_url, args.appends, args.commands, args.games, args.game)
        return 0

    from shared.tools.bench_games import first_game
    from shared.tools.bench_report import BenchReport
    from shared.tools.cli import ROOT, ensure_redis

    report = BenchReport("platform")
    if shutil.which("valgrind") is None:
        report.line("instruction counts: valgrind is not installed here (apt install valgrind); skipped")
        return report.finish()
    from shared.app.clients.integrators import configured_client

    redis_url, embedded = ensure_redis(args.redis_url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
    setting, key = configured_client("instructions", ("games:write",))
    os.environ.update(BOOTSTRAP_CLIENT=setting, BENCH_CLIENT_KEY=key)  # inherited by both trees' workloads
    script = os.path.abspath(__file__)
    baseline_tree = tempfile.mkdtemp(prefix="bench-baseline-")
    try:
        game = args.game or first_game()
        from shared.store.chain import ACCELERATED

        # Without the compiled chain link (not built: `make install`) every event takes the Python path.
        report.line(f"instruction counts: the writer's chain link is {'compiled' if ACCELERATED else 'NOT compiled'}")
        ours = measure(ROOT, script, redis_url, args.appends, args.commands, args.games, game)
        added = subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", baseline_tree, args.baseline],
                               capture_output=True, text=True).returncode == 0
        if added:
            os.symlink(os.path.join(ROOT, ".venv"), os.path.join(baseline_tree, ".venv"))
        theirs = (measure(baseline_tree, script, redis_url, args.appends, args.commands, args.games, game) if added
                  else None)
        if ours is None:
            report.line("instruction counts: the workload failed in this tree (see above)")
            return 1
        for name, unit in (("append", "per append"), ("command", "per HTTP command"),
                           ("decision", "per hosted decision")):
            before = f"{theirs[name] / 1e3:,.0f}k at {args.baseline}" if theirs else f"{args.baseline}: not measured"
            change = f", {ours[name] / theirs[name] - 1:+.1%}" if theirs else ""
            report.info(f"(h) instructions {unit}", ours[name] / 1e3, fmt="{:,.0f}k",
                        detail=f"previous release {before}{change}")
        for name, yardstick in (("append", "a bare XADD (client side)"), ("command", "a bare Flask endpoint"),
                                ("decision", "the engine alone in process")):
            ratio, detail = ours[name] / ours[f"bare_{name}"], f"{ours[name] / 1e3:,.0f}k vs {ours[f'bare_{name}'] / 1e3:,.0f}k"
            if theirs:
                detail += f"; previous release {theirs[name] / theirs[f'bare_{name}']:.2f}x"
            if name in TARGETS:
                report.figure(f"(h) instructions per {name}, ours vs {yardstick}", ratio, "<=", TARGETS[name],
                              fmt="{:.2f}x", detail=detail)
            else:
                report.info(f"(h) instructions per {name}, ours vs {yardstick}", ratio, fmt="{:.2f}x", detail=detail)
    finally:
        subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", baseline_tree], capture_output=True)
        shutil.rmtree(baseline_tree, ignore_errors=True)
        if embedded is not None:
            embedded.terminate()
    return report.finish()


if __name__ == "__main__":
    if "--workload" in sys.argv:
        sys.path.insert(0, os.getcwd())  # the tree being measured, not this file's
    sys.exit(main())
