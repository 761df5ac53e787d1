"""Re-derivable bot moves (issue 38): every command of an automated seat in a finished game is chosen again by
the recorded version of its policy, on the state the stream had folded to when it was decided, with the
decision's own randomness re-derived from the revealed seed (shared.domain.policy_versions.bot_rng), and must be
the recorded command. Pure, so the server's audit and the offline verifier run the same code (registered as the
"bots" check in shared.audit.verification).

What the platform does when a policy proposes an illegal command (a random legal one from the same randomness,
shared.app.games.automation) is re-derived too. A bot decision that lands after a timeout appended first (the timeout
is the fact that lands first, shared.app.games.commands) was decided at the version before that timeout: both are
tried. Games recorded before policy versions name none: they are named as such and skipped, never failed.
"""

from __future__ import annotations

from collections.abc import Iterator

from shared.base import jsonfast
from shared.domain import guards, policy_versions, seats
from shared.domain.engine import Engine, RuleViolation, random_legal_command, rng_for
from shared.store.chain import Envelope
from shared.store.repository import (
    GAME_CREATED,
    GAME_FINISHED,
    PLATFORM_EVENTS,
    GameRecord,
    apply_envelope,
    rules_engine,
)

BEFORE_POLICY_VERSIONS = "recorded before policy versions: its bots' commands name no policy version to re-derive"


def verify_bots(engine: Engine, envelopes: list[Envelope]) -> tuple[bool, str, bool]:
    """(ok, detail, skipped) for the game's bot commands, up to the first that differs. envelopes: the stream in
    order (upcast); engine: the game's (each record's own rules version decides)."""
    if not envelopes or envelopes[0]["type"] != GAME_CREATED:
        return False, "the stream does not start with its created event", False
    if "policy_versions" not in envelopes[0]["data"]:
        return True, BEFORE_POLICY_VERSIONS, True
    revealed = envelopes[-1]["data"].get("seed") if envelopes[-1]["type"] == GAME_FINISHED else None
    if not isinstance(revealed, dict):
        return True, "game not finished: the seed the bots drew from is still secret", True
    game_rng = revealed.get("rng") or revealed["seed"]
    record = GameRecord("verify")
    checked = 0
    decided_after = None  # the version before the platform facts (a timeout) that landed since the last decision
    for group in _command_groups(envelopes):
        first = group[0]
        actor = first.get("actor")
        if first["type"] == GAME_CREATED:
            decided_after = None
        elif first["type"] in PLATFORM_EVENTS:
            decided_after = first["version"] - 1 if decided_after is None else decided_after
        elif isinstance(actor, int) and seats.controller_of(record, actor) != "human":
            candidates = {first["version"] - 1, decided_after if decided_after is not None else first["version"] - 1}
            command = _normalised(first.get("command") or {})
            game_engine = rules_engine(engine, record)
            if not any(_derived(game_engine, record, actor, game_rng, version) == command for version in candidates):
                # The first is enough: every later position follows from this one.
                return False, (f"a bot command its policy would not choose: version {first['version']} (seat "
                               f"{actor}, {seats.policy_of(record, actor)} version "
                               f"{seats.policy_version_of(record, actor)})"), False
            checked += 1
            decided_after = None
        else:
            decided_after = None
        for envelope in group:
            apply_envelope(engine, record, envelope)
    if not checked:
        return True, "no automated seat moved", True
    return True, f"{checked} bot commands chosen again by their recorded policy versions", False


def _command_groups(envelopes: list[Envelope]) -> Iterator[list[Envelope]]:
    group: list[Envelope] = []
    for envelope in envelopes:
        if group and envelope["command_id"] != group[0]["command_id"]:
            yield group
            group = []
        group.append(envelope)
    if group:
        yield group


def _derived(engine: Engine, record: GameRecord, seat: int, game_rng: str, version: int) -> dict:
    """The command the seat's recorded policy version chooses at `version` (and, for an illegal proposal, the
    random legal command the platform plays instead, from the same randomness)."""
    rng = policy_versions.bot_rng(game_rng, version, seat)
    policy = seats.policy_of(record, seat)
    command = engine.bot_command(record.state, seat, policy, rng, seats.policy_version_of(record, seat))
    try:  # as the bot loop does: the rules judge the proposal
        guards.decide(engine, record.state, seat, command, rng_for(game_rng, version))
    except RuleViolation:
        command = random_legal_command(engine, record.state, seat, rng)
    return _normalised(command)


def _normalised(command: dict) -> dict:
    """A command as it reads back from the store (through JSON)."""
    return jsonfast.loads(jsonfast.dumps(command))
