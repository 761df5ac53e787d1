"""Creating a game: the setup checked, the seed committed, the seats' tokens issued, the first append."""

from __future__ import annotations

from typing import Any

from shared.app.aggregates.entropy import new_id
from shared.app.aggregates.sealed_seed import SealedSeed
from shared.app.aggregates.tokens import new_token, token_digest
from shared.app.clients.visibility import chosen_visibility
from shared.app.games.game_app import GameApplication
from shared.domain import clock, policy_versions, setup
from shared.domain.engine import Engine, RuleViolation, rng_for
from shared.domain.errors import InvalidSetup
from shared.domain.rules_versions import rules_for_new_game
from shared.store import signing
from shared.store.chain import CANON_JCS, rng_seed
from shared.store.repository import GAME_CREATED, GameRecord
from shared.store.upcasting import CREATED_SCHEMA


def create_game(app: GameApplication, players: list[dict[str, Any]], options: dict[str, Any], seed: int | None,
                tournament: str | None = None, clock_options: dict[str, Any] | None = None,
                table: dict[str, Any] | None = None, client: str | None = None,
                identities: list[str | None] | None = None, seat_digests: dict[int, str] | None = None,
                game_id: str | None = None, visibility: str | None = None) -> dict:
    """clock_options: the time control as the creation body's "clock" spells it. client: the creating
    client's id; identities: each seat's player identity (shared.app.clients.integrators.identity) or None;
    seat_digests: seats whose holder already has a token (a tournament entrant's): its digest is granted
    on the game, and no new token is issued for the seat. game_id: the id an open table promised.
    visibility: public, unlisted or private (shared.app.clients.visibility: a tenant's game names none: the default;
    a tournament's game: its tournament's)."""
    engine = app.engine
    identities = checked_identities(players, identities)
    visibility = chosen_visibility(visibility, bool(client or identities))
    players = validate_setup(engine, players, options)
    clock_settings = clock_settings_of(engine, clock_options, players)
    game_id = game_id or new_id()
    sealed = SealedSeed.draw(seed)
    secret = {**sealed.secret(), "rng": rng_seed(sealed.seed, sealed.salt, players)}
    seats_created, tokens = _seat_tokens(players, identities, seat_digests or {})
    created = {
        "type": GAME_CREATED,
        "v": CREATED_SCHEMA,
        "data": {
            "game": engine.name,
            # The rules it is played, replayed and audited under, forever (shared.domain.rules_versions).
            "rules": rules_for_new_game(engine.name),
            # Exactly what new_game was given, so an auditor can re-derive the setup.
            "players": players,
            # The version of each automated seat's policy (None for a human seat): what chooses its commands,
            # and what the audit re-derives them with (shared.domain.policy_versions).
            "policy_versions": [policy_versions.newest(engine, p["policy"]) for p in players],
            "options": options,
            "seed_commitment": sealed.commitment,
            # The stream's canonical JSON (shared.store.chain): RFC 8785 for every new game.
            "canon": CANON_JCS,
            **({"tournament": tournament} if tournament else {}),
            **({"clock": clock_settings} if clock_settings else {}),
            **({"table": table} if table else {}),
            # Who created the game and who plays each seat (ratings and matchmaking key on identities).
            **({"client": client} if client else {}),
            **({"identities": identities} if identities else {}),
            # Who may see it (shared.app.clients.visibility); a stream without one is public.
            **({"visibility": visibility} if visibility else {}),
        },
    }
    setup = engine.new_game(players, options, rng_for(secret["rng"], 0))
    # Secrets first: no reader ever sees a game whose seed or tokens are missing.
    app.store.put_secret(game_id, secret)
    app.remember_secret(game_id, secret)
    app.tokens.grant(game_id, tokens)
    with app.lock(game_id):
        record = GameRecord(game_id)
        result = app.append_game(record, [created, *setup], actor="system", command_id="create",
                                 chain_key=sealed.salt, time=clock.to_iso(app.now_ms()))
    app.dispatch(game_id, result.version)
    app.schedule_deadline(game_id, clock.next_deadline(record.clock))
    return {"game_id": game_id, "version": result.version, "seats": seats_created}


def checked_identities(players: list[dict[str, Any]], identities: list[str | None] | None) -> list[str | None] | None:
    """The seats' identities when any seat has one (not the Automa; each identity once), else None."""
    if not identities or not any(identities):
        return None
    if len(identities) != len(players):
        raise InvalidSetup("one identity per seat", details={"field": "players"})
    seen: set[str] = set()
    for index, (player, who) in enumerate(zip(players, identities, strict=True)):
        if who is None:
            continue
        if player.get("kind") == "automa":  # a bot may be a client's bot account; the Automa is the rulebook's
            raise InvalidSetup("the Automa names no user", details={"field": f"players.{index}.user"},
                               code="invalid_user")
        if who in seen:
            raise InvalidSetup("a user takes one seat of a game", details={"field": f"players.{index}.user"},
                               code="duplicate_user")
        seen.add(who)
    return list(identities)


def validate_setup(engine: Engine, players: list[dict[str, Any]], options: dict[str, Any]) -> list[dict[str, Any]]:
    """The canonical players of a valid setup (each seat's kind and policy checked, then the engine's
    own rules on the whole setup); InvalidSetup naming the field otherwise."""
    players = [seat_player(engine, index, player) for index, player in enumerate(players)]
    try:
        engine.validate_setup(players, options)
    except RuleViolation as error:
        raise InvalidSetup(error.message, details=error.details()) from error
    return players


def seat_player(engine: Engine, index: int, player: dict[str, Any]) -> dict[str, Any]:
    """The canonical player entry (shared.domain.setup: name, kind, the policy that moves an automated
    seat), with the public key a human seat signs its commands with."""
    seated = setup.seat_player(engine, index, player)
    if player.get("public_key") is not None:
        if seated["kind"] != "human":
            raise InvalidSetup("only a human seat signs its commands",
                               details={"field": f"players.{index}.public_key"})
        seated["public_key"] = valid_public_key(player["public_key"], f"players.{index}.public_key")
    return seated


def valid_public_key(text: Any, field: str) -> str:
    try:
        signing.public_key_from_text(text)
    except (ValueError, TypeError) as error:
        raise InvalidSetup("public_key must be an Ed25519 public key, base64url of its 32 raw bytes",
                           details={"field": field}, code="invalid_public_key") from error
    return text


def clock_settings_of(engine: Engine, clock_options: dict[str, Any] | None,
                    players: list[dict[str, Any]]) -> dict[str, Any] | None:
    if clock_options is None:
        return None
    try:
        return clock.parse_settings(clock_options, players, engine.bot_policies)
    except clock.ClockSettingsError as error:
        details = {"field": error.field, **({"allowed": error.allowed} if error.allowed else {})}
        raise InvalidSetup(error.message, details=details, code="invalid_clock") from error


def _seat_tokens(players: list[dict[str, Any]], identities: list[str | None] | None,
                 seat_digests: dict[int, str]) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """The seats as the creator is told them (each human's new token, shown this once), and the
    digest -> seat map that is stored."""
    seats_created, tokens = [], {}
    for index, player in enumerate(players):
        token = new_token() if player["kind"] == "human" and index not in seat_digests else None
        if token:
            tokens[token_digest(token)] = index
        elif index in seat_digests:
            tokens[seat_digests[index]] = index
        seats_created.append({"seat": index, "name": player["name"], "kind": player["kind"], "token": token,
                              **({"identity": identities[index]} if identities and identities[index] else {})})
    return seats_created, tokens
