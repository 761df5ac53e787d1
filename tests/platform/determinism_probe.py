"""Run by test_determinism in a subprocess: play bot games, or audit them, on a shared Redis.

    python -m tests.platform.determinism_probe play GAME SEEDS   -> prints the game ids (JSON)
    python -m tests.platform.determinism_probe audit GAME < ids  -> prints the failed checks (JSON)
"""

import json
import sys

from shared.app.runtime import build_runtime
from shared.audit.game_audit import audit_game
from shared.base.config import Config
from shared.domain.registry import load_engine

SETUPS = {
    "academic_society": [(4, {})],
    "royal_archeology": [(4, {"mode": "standard"}), (2, {"mode": "confrontation"})],
    "modern_society": [(5, {})],
}


def main(mode: str, game: str, redis_url: str, prefix: str, seeds: int = 0) -> None:
    rt = build_runtime(load_engine(game), Config(redis_url=redis_url, key_prefix=prefix, dispatch="inline"))
    if mode == "play":
        ids = []
        for seed in range(seeds):
            for count, options in SETUPS[game]:
                players = [{"name": f"b{i}", "kind": "bot", "policy": ("heuristic", "random")[i % 2]}
                           for i in range(count)]
                ids.append(rt.service.create_game(players, options, seed)["game_id"])
        print(json.dumps(ids))
    else:
        failures = {}
        for game_id in json.loads(sys.stdin.read()):
            report = audit_game(rt, game_id)
            if not report["ok"] or report["checks"]["decisions"]["skipped"]:
                failures[game_id] = report["checks"]
        print(json.dumps(failures))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]) if len(sys.argv) > 5 else 0)
