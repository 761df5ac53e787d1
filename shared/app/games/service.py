"""GameService: one game kind's application, the facade its callers (HTTP, workers, tournaments,
CLI, tests) use. Each method is one line into the module that does the work:

    shared.app.aggregates.base              the application base: secrets, lock, append-then-apply, idempotency
    shared.app.aggregates.entropy           every random draw (ids, tokens, salts, seeds, lock holders)
    shared.app.aggregates.tokens            bearer tokens: digest, grant, holder, the 401/403 refusal
    shared.app.aggregates.sealed_seed       the seed and salt committed at creation, revealed at the end
    shared.app.games.game_app          the base bound to an engine, a repository and a dispatcher
    shared.app.games.creation          create_game (setup validation, seed commitment, seat tokens)
    shared.app.games.commands          submit, seat keys and signatures, receipts, token -> seat
    shared.app.games.clocks_and_seats  timeouts, resigning, handing a seat to a bot and back
    shared.app.games.scoring           the final result
    shared.app.games.automation        the bot loop (batched or one by one) behind `advance`
    shared.app.games.queries           views, legal commands, results, redacted events

Knows nothing of HTTP; shared.http.errors maps its errors to status codes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.app.games import automation, clocks_and_seats, commands, creation, queries, scoring
from shared.app.games.game_app import CommandResult, Dispatcher, GameApplication
from shared.domain.engine import Engine
from shared.store import signing
from shared.store.eventstore import Envelope, EventStore
from shared.store.repository import GameRecord, GameRepository


class GameService(GameApplication):
    def __init__(self, engine: Engine, store: EventStore, repository: GameRepository, dispatcher: Dispatcher,
                 keyring: signing.KeyRing | None = None):
        super().__init__(engine, store, repository, dispatcher, keyring)
        # Consecutive automated decisions `advance` appends in one call (shared.app.games.automation); 1: one by one.
        self.advance_batch = automation.BATCH_LIMIT

    # -- writing -----------------------------------------------------------------------------------

    def create_game(self, players: list[dict[str, Any]], options: dict[str, Any], seed: int | None,
                    tournament: str | None = None, clock_options: dict[str, Any] | None = None,
                    table: dict[str, Any] | None = None, client: str | None = None,
                    identities: list[str | None] | None = None, seat_digests: dict[int, str] | None = None,
                    game_id: str | None = None, visibility: str | None = None) -> dict:
        """clock_options: the time control as the creation body's "clock" spells it; client and identities:
        who creates the game and the seats' player identities; visibility: who may see it (shared.app.games.creation)."""
        return creation.create_game(self, players, options, seed, tournament, clock_options, table, client,
                                    identities, seat_digests, game_id, visibility)

    def submit(self, game_id: str, seat: int, command: dict[str, Any], expected_version: int | None = None,
               idempotency_key: str | None = None, automated: bool = False, *, signature: str | None = None,
               from_seat: bool = False) -> CommandResult:
        """Decide and append one command. The cached record is trusted optimistically: the
        append is conditional on its version, and a conflict or a refusal on a possibly stale
        record is retried on the caught-up one.

        automated: the workers play the seat (its controller is a bot policy or the Automa);
        otherwise the seat's human must still control it. With a time control, seats whose
        clock ran out are timed out first, and the decision's clock charge is appended with it.
        from_seat: the command comes from the seat's own client (the HTTP API), so a seat that
        registered a key must have signed it; `signature` is then stored beside the command."""
        return commands.submit(self, game_id, seat, command, expected_version, idempotency_key, automated,
                               signature=signature, from_seat=from_seat)

    def seat_for_token(self, game_id: str, token: str) -> int:
        return commands.seat_for_token(self, game_id, token)

    def register_seat_key(self, game_id: str, seat: int, public_key: str) -> int:
        """Record a seat's Ed25519 public key in its stream (once); returns the new version."""
        return commands.register_seat_key(self, game_id, seat, public_key)

    def receipt(self, game_id: str, result: CommandResult) -> dict[str, Any] | None:
        """The server's signed acknowledgement of the stream's head after a command."""
        return commands.receipt(self, game_id, result)

    def enforce_clock(self, game_id: str) -> list[int]:
        """Time out every seat whose clock has run out (the workers' deadline task and sweep)."""
        return clocks_and_seats.enforce_clock(self, game_id)

    def resign(self, game_id: str, seat: int) -> CommandResult:
        """The seat concedes: a bot plays it for the rest of the game, and it ranks last."""
        return clocks_and_seats.resign(self, game_id, seat)

    def undo(self, game_id: str, seat: int, to_version: int | None = None) -> CommandResult:
        """Take back the seat's own decisions since the start of its turn (docs/UNDO.md)."""
        return clocks_and_seats.undo_turn(self, game_id, seat, to_version)

    def set_controller(self, game_id: str, seat: int, controller: str, policy: str | None = None) -> CommandResult:
        """Hand a human seat to a bot while its player is away ("bot"), or take it back ("human")."""
        return clocks_and_seats.set_controller(self, game_id, seat, controller, policy)

    # -- automated seats and scoring (run by the workers) ------------------------------------------

    def advance(self, game_id: str, max_steps: int = 1000) -> int:
        """Play pending automated seats and append the final scoring; returns decisions made.
        Without a time control consecutive decisions are appended in batches of advance_batch."""
        return automation.advance(self, game_id, max_steps, self.advance_batch)

    def finished_event(self, record: GameRecord, head: Callable[[], str]) -> dict[str, Any]:
        """The game_finished event of a game the rules say is over (head: the chain's hash at
        record.version, asked only when receipts are signed)."""
        return scoring.finished_event(self, record, head)

    # -- reading -----------------------------------------------------------------------------------

    def current_view(self, game_id: str, seat: int | None) -> dict[str, Any]:
        """The caller's view computed from the stream itself (read-your-writes fallback)."""
        return queries.current_view(self, game_id, seat)

    def view_at(self, game_id: str, seat: int | None, version: int) -> dict[str, Any]:
        """The game document as it stood at `version` (replays, time travel)."""
        return queries.view_at(self, game_id, seat, version)

    def current_result(self, game_id: str) -> dict[str, Any] | None:
        return queries.current_result(self, game_id)

    def legal(self, game_id: str, seat: int) -> tuple[int, list[dict[str, Any]]]:
        return queries.legal(self, game_id, seat)

    def labelled_legal(self, game_id: str, seat: int) -> tuple[int, list[dict[str, Any]], list[str], dict[str, Any]]:
        return queries.labelled_legal(self, game_id, seat)

    def visible_event(self, envelope: Envelope, seat: int | None, finished: bool) -> Envelope:
        """An event as `seat` may see it (redacted until the game ends)."""
        return queries.visible_event(self, envelope, seat, finished)

    def game_view(self, record: GameRecord, seat: int | None) -> dict[str, Any]:
        return queries.game_view(self, record, seat)
