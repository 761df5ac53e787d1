"""The "undo" check of every audit (docs/UNDO.md U7): each turn_undone judged against the policy on the
state it was appended to. Pure, so the server's audit and the offline `tabletop verify` run the same code
(registered in shared.audit.verification)."""

from __future__ import annotations

from shared.domain import seats, undo
from shared.domain.engine import Engine
from shared.store.chain import Envelope
from shared.store.repository import GameRecord, apply_envelope, rules_engine


def verify_undos(engine: Engine, envelopes: list[Envelope]) -> tuple[bool, str]:
    """Replay the stream; before folding each turn_undone, check that its seat was played by its human,
    that the undo was one the policy allows, and that it records exactly what it takes back.
    Returns (ok, detail)."""
    if not any(envelope["type"] == undo.TURN_UNDONE for envelope in envelopes):
        return True, "no undo"
    record = GameRecord("verify")
    undos = 0
    for envelope in envelopes:
        if envelope["type"] == undo.TURN_UNDONE:
            problem = _problem(engine, record, envelope)
            if problem:
                return False, f"version {envelope['version']}: {problem}"
            undos += 1
        apply_envelope(engine, record, envelope)
    return True, f"{undos} undos within a turn, each allowed by docs/UNDO.md"


def _problem(newest: Engine, record: GameRecord, envelope: Envelope) -> str | None:
    engine = rules_engine(newest, record)  # the rules version the stream names
    data = envelope["data"]
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < len(record.players) or envelope.get("actor") != seat:
        return f"the undo's seat {seat!r} is not the seat that asked for it ({envelope.get('actor')!r})"
    if engine.is_over(record.state):
        return "an undo after the game ended"
    if seats.controller_of(record, seat) != "human" or seats.seat_status(record, seat) != seats.PLAYING:
        return f"seat {seat} was not played by its human: bots never undo"
    refused = undo.refusal(engine, record, seat, data.get("to_version"))
    if refused is not None:
        return refused.message
    if undo.undo_event(record, seat, data["to_version"])["data"] != data:
        return "the undo does not record exactly the decisions it takes back"
    return None
