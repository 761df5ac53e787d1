"""A pure driver for undo tests (docs/UNDO.md): plays a seeded game through the platform's fold (envelopes
folded by shared.store.repository, as the server and the verifier fold them) with human seats that
sometimes undo, and keeps the state at every version so a test can compare an undo with the past."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from shared.domain import undo
from shared.domain.engine import detached, rng_for
from shared.store.repository import GAME_CREATED, GameRecord, apply_envelopes

TIME = "2026-01-01T00:00:00.000Z"


@dataclass
class Table:
    engine: Any
    record: GameRecord = field(default_factory=lambda: GameRecord("undo-test"))
    envelopes: list[dict] = field(default_factory=list)
    states: dict[int, dict] = field(default_factory=dict)  # version -> engine state after its append
    seed: int = 0

    def append(self, events: list[dict], actor: Any, command_id: str) -> list[dict]:
        start = len(self.envelopes)
        added = [{"type": e["type"], "v": e.get("v", 1), "data": detached(e["data"]), "version": start + i + 1,
                  "actor": actor, "command_id": command_id, "time": TIME} for i, e in enumerate(events)]
        self.envelopes.extend(added)
        apply_envelopes(self.engine, self.record, added)
        self.states[self.record.version] = detached(self.record.state)
        return added

    def decide(self, seat: int, command: dict) -> list[dict]:
        events = self.engine.decide(self.record.state, seat, command, rng_for(self.seed, self.record.version))
        return self.append(events, seat, f"c{self.record.version + 1}")

    def undo(self, seat: int, to_version: int | None = None) -> dict:
        assert undo.refusal(self.engine, self.record, seat, to_version) is None
        event = undo.undo_event(self.record, seat, to_version)
        self.append([event], seat, f"u{self.record.version + 1}")
        return event


def new_table(engine, players: list[dict], options: dict, seed: int = 0) -> Table:
    table = Table(engine, seed=seed)
    created = {"type": GAME_CREATED, "data": {"game": engine.name, "players": players, "options": options,
                                               "seed_commitment": ""}}
    table.append([created, *engine.new_game(players, options, random.Random(seed))], "system", "created")
    return table


def humans(n: int) -> list[dict]:
    return [{"name": f"p{i}", "kind": "human"} for i in range(n)]


def play_with_undos(table: Table, seed: int, decisions: int, undo_share: float = 0.3) -> dict[str, int]:
    """Random legal decisions; a seat that may undo does so `undo_share` of the time (to a random point).
    Checks after every single-seat undo that the state is the one recorded at to_version (U5)."""
    rng = random.Random(seed)
    engine = table.engine
    counts = {"decisions": 0, "undos": 0, "checked": 0}
    for _ in range(decisions):
        if engine.is_over(table.record.state):
            break
        pending = engine.pending(table.record.state)
        seat = pending[rng.randrange(len(pending))]
        # any seat may undo, pending or not (a seat that ended its turn, until the next one acts)
        undoers = [s for s in range(len(table.record.players)) if undo.targets(table.record, s)]
        if undoers and rng.random() < undo_share:
            seat = rng.choice(undoers)
            points = undo.targets(table.record, seat)
            window = table.record.undo
            others = {s["seat"] for s in window["steps"]} | {
                e["actor"] for e in table.envelopes[window["base_version"]:] if e["type"] == undo.TURN_UNDONE}
            event = table.undo(seat, rng.choice(points))
            counts["undos"] += 1
            if others <= {seat}:  # nobody else decided or undid in the window: exactly the state at to_version
                assert table.record.state == table.states[event["data"]["to_version"]]
                counts["checked"] += 1
            continue
        legal = engine.legal(table.record.state, seat)
        table.decide(seat, legal[rng.randrange(len(legal))])
        counts["decisions"] += 1
    return counts
