"""Issue 39, a diagnostic (not a policy; committed for the runs docs/bench.md reports and removed in the next
commit): where version 3's search wins its games. Version 3 departs from the heuristic 1-7 times a game; these
two choosers search only some decisions and play the heuristic's choice at the others, so a run of each beside
version 3's log of the same seeds tells which decisions its strength comes from.

    python -m shared.tools.strength_bench modern_society 5 --start 70000 --games 134 --processes 1 \\
        --chooser services.modern_society.search_phase_diagnostic:plays_only_command --log LOG.jsonl
"""

from __future__ import annotations

import collections
import json
import os
import random
import sys

from .rules.components import LAWS
from .rules.strong import model_command
from .rules.strong_v3 import strong_command

PLAYS = ("play",)  # the card plays (both waves); everything else is features, change, convert, buy, exchange, keep


def plays_only_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3's search at card plays, the heuristic's choice at every other decision."""
    if state["phase"] in PLAYS:
        return strong_command(engine, state, seat, rng)
    return model_command(engine, state, seat, rng)


def others_only_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """The heuristic's choice at card plays, version 3's search at every other decision."""
    if state["phase"] in PLAYS:
        return model_command(engine, state, seat, rng)
    return strong_command(engine, state, seat, rng)


DEPARTURES = "TABLETOP_DEPARTURES_LOG"  # the file `recording_command` appends each departure to (JSON lines)


def recording_command(engine, state: dict, seat: int, rng: random.Random) -> dict:
    """Version 3's command, and where it departs from the heuristic's choice, a line in the file named by the
    environment variable DEPARTURES: the phase, the round, both commands and what the seat held and saw."""
    chosen = strong_command(engine, state, seat, rng)
    heuristic = model_command(engine, state, seat, random.Random(0))
    if chosen != heuristic and os.environ.get(DEPARTURES):
        with open(os.environ[DEPARTURES], "a", encoding="utf-8") as log:
            log.write(json.dumps({
                "phase": state["phase"], "wave": state.get("wave"), "round": state["round"], "seat": seat,
                "chosen": chosen, "heuristic": heuristic, "hand": state["hands"][seat], "inf": state["inf"],
                "laws": state["laws"], "track": state["track"], "supply": state["supply"],
                "value": state.get("value"), "drawn": state.get("drawn"),
            }) + "\n")
    return chosen


def summary(paths: list[str]) -> str:
    """The departures recorded in `paths`: how many of each kind (phase, version 3's command, the heuristic's),
    and at buying, the abilities of the Law each chose."""
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as lines:
            rows += [json.loads(line) for line in lines if line.strip()]
    kinds = collections.Counter((r["phase"], r["chosen"]["type"], r["heuristic"]["type"]) for r in rows)
    buys = collections.Counter(
        (LAWS[r["heuristic"]["law"]]["kind"], LAWS[r["chosen"]["law"]]["kind"] if "law" in r["chosen"] else "pass")
        for r in rows if r["phase"] == "buy")
    out = [f"{len(rows)} departures"]
    out += [f"{count:4d}  {phase}: version 3 {chosen}, the heuristic {heuristic}"
            for (phase, chosen, heuristic), count in kinds.most_common()]
    out += [f"{count:4d}  buying: the heuristic's {kind} Law, version 3's {other}" for (kind, other), count in
            buys.most_common()]
    return "\n".join(out)


if __name__ == "__main__":
    print(summary(sys.argv[1:]))
