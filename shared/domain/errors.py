"""Domain and store errors. HTTP status mapping lives only in shared.http.errors."""

from __future__ import annotations

from typing import Any


class PlatformError(Exception):
    code = "bad_request"

    def __init__(self, message: str, *, details: dict[str, Any] | None = None, code: str | None = None):
        super().__init__(message)
        self.message = message
        self.details = details or {}
        if code:
            self.code = code


class GameNotFound(PlatformError):
    code = "game_not_found"


class NotFound(PlatformError):
    code = "not_found"


class Conflict(PlatformError):
    """The aggregate's state does not allow this now (each service names the case in `code`)."""

    code = "conflict"


class StoreError(PlatformError):
    code = "store_error"


class VersionConflict(StoreError):
    code = "version_conflict"

    def __init__(self, expected: int, actual: int):
        super().__init__(
            f"expected version {expected} but the game is at version {actual}",
            details={"field": "expected_version", "expected": expected, "actual": actual},
        )
        self.expected = expected
        self.actual = actual


class IdempotencyKeyReused(PlatformError):
    code = "idempotency_key_reused"


class Unauthenticated(PlatformError):
    code = "unauthenticated"


class Forbidden(PlatformError):
    code = "forbidden"


class InvalidSetup(PlatformError):
    code = "invalid_setup"


class SeatConflict(PlatformError):
    """The seat cannot do this now: its clock ran out (code "timed_out"), it resigned ("seat_resigned"),
    or a bot plays it while its player is away ("seat_away")."""

    code = "seat_conflict"


class VersionNotFound(PlatformError):
    code = "version_not_found"


class NotRepresentable(PlatformError):
    """A value the event format cannot record exactly (RFC 8785: integers beyond 2**53 - 1)."""

    code = "not_representable"


class SignatureRequired(Unauthenticated):
    code = "signature_required"


class BadSignature(Unauthenticated):
    code = "bad_signature"


class KeyAlreadyRegistered(PlatformError):
    code = "key_already_registered"


class Unavailable(PlatformError):
    """The event store cannot be reached (down, restarting, loading, read-only after a failover).
    Nothing was appended; the same request may be sent again after Retry-After."""

    code = "unavailable"


class AppendOutcomeUnknown(Unavailable):
    """The connection failed after the append script may have run: the command may or may not be
    in the stream. A retry with the same idempotency_key is safe (the script returns the first result
    and appends nothing); without one, read the game's events to find out."""

    code = "outcome_unknown"


class ReplicationUnconfirmed(AppendOutcomeUnknown):
    """With replica acknowledgements on: the append reached the primary but not enough replicas in time,
    so it is not acknowledged (a failover could lose it). Retrying with the same idempotency_key is safe."""
