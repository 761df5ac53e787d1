"""Abuse limits (platform issue 8, item 6): request rates and open streams per client.

Rates: Flask-Limiter on the event store's own Redis (same connection pool, keys under KEY_PREFIX),
fixed windows (one INCR+EXPIRE script per limit and request: the cheapest strategy it has), so every
gunicorn worker and every pod share one count; the commands' two limits are counted in one script call
of our own (CommandLimits: the hot path's budget). Game creation is limited per client address (it has
no token yet); commands per seat token and per client address. Refusals are 429 in the JSON error
shape with Retry-After. The limits are configuration (Config / RATE_LIMIT_* env; RATE_LIMITS=off).

Open SSE streams: a bound per client address, held in Redis as a sorted set of leases (member = one
stream, score = lease expiry). A per-process counter would multiply the bound by the number of
workers and pods; a plain Redis counter would leak forever when a worker is killed mid-stream.
Leases expire by themselves (a stream renews its lease while it runs), so a crash frees its slots
within one lease. The counters, the leases and their keys are shared.store.request_limits'.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from flask import Flask, current_app, request
from flask_limiter import Limiter
from flask_limiter.errors import RateLimitExceeded
from limits import parse as parse_limit
from werkzeug.middleware.proxy_fix import ProxyFix

from shared.app.aggregates.entropy import new_id
from shared.app.aggregates.tokens import token_digest
from shared.base.config import Config
from shared.domain.errors import PlatformError
from shared.http.client_auth import current_client
from shared.http.errors import error_response
from shared.store.connection import StoreFailure
from shared.store.request_limits import RequestCounters, StreamLeases, limiter_storage

log = logging.getLogger(__name__)

# Endpoints of shared.http.games_api (flask-smorest names them blueprint.ViewClass).
CREATE_ENDPOINT = "games.Games"
CREATE_TOURNAMENT_ENDPOINT = "tournaments.Tournaments"  # the tournament service (port 8004)
CREATE_WEBHOOK_ENDPOINT = "webhooks.Webhooks"  # every service (shared.http.webhooks_api)
COMMANDS_ENDPOINT = "games.Commands"
JOIN_ENDPOINTS = ("matchmaking.Join", "matchmaking.SeekList", "tournaments.Join")

class TooManyStreams(PlatformError):
    http_status = 429
    code = "too_many_streams"


def client_address() -> str:
    return request.remote_addr or "unknown"


def bearer_key() -> str:
    """The seat token's digest (never the token itself in a Redis key); the address without one."""
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        return "token:" + token_digest(token.strip())[:32]
    return "address:" + client_address()


def client_or_address() -> str:
    """The calling client (its quotas are its own), else the address (the request then gets its 401)."""
    client = current_client()
    return f"client:{client.id}" if client is not None else "address:" + client_address()


def quota(name: str, default: str):
    """The calling client's own quota `name` (shared.app.clients.integrators.Client.quotas), else `default`."""
    def value() -> str:
        client = current_client()
        return client.quota(name) if client is not None else default
    return value


@dataclass(frozen=True)
class AbuseLimits:
    """A part (shared.http.parts), mounted after every route it limits: the rate limits per route, the bound
    on open event streams per client, and the client's address behind trusted proxies."""

    config: Config
    redis: Any

    def mount(self, app: Flask, api) -> None:
        _limit_abuse(app, self.config, self.redis)


def _limit_abuse(app: Flask, config: Config, redis) -> Limiter | None:
    if config.proxy_hops:
        # Behind N trusted proxies the client is the Nth address from the right of X-Forwarded-For.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=config.proxy_hops)
    app.extensions["tabletop.streams"] = StreamSlots(redis, config)

    @app.errorhandler(TooManyStreams)
    def _too_many_streams(error: TooManyStreams):
        body, status = error_response(429, error.code, error.message, error.details)
        return body, status, {"Retry-After": str(error.details.get("retry_after_s", 1))}

    if not config.rate_limits_enabled:
        return None
    storage_uri, storage_options = limiter_storage(redis, config.redis_url, config.key_prefix)
    limiter = Limiter(
        client_address,
        app=app,
        storage_uri=storage_uri,
        storage_options=storage_options,
        strategy="fixed-window",
        headers_enabled=False,  # the X-RateLimit headers would cost a Redis read on every response
        # A Redis outage must not turn into limiter errors: the request goes on and gets its 503 there.
        swallow_errors=True,
    )
    limits = [
        (CREATE_ENDPOINT, config.rate_limit_create, client_address, "create:address"),
        (CREATE_TOURNAMENT_ENDPOINT, config.rate_limit_create, client_address, "create-tournament:address"),
        (CREATE_WEBHOOK_ENDPOINT, config.rate_limit_create, client_address, "create-webhook:address"),
        # Per client, each with its own quota (issue 22): one integrator's burst never spends another's.
        (CREATE_ENDPOINT, quota("create", config.rate_limit_create), client_or_address, "create:client"),
        (CREATE_TOURNAMENT_ENDPOINT, quota("create", config.rate_limit_create), client_or_address,
         "create-tournament:client"),
        *((endpoint, quota("join", config.rate_limit_create), client_or_address, "join:client")
          for endpoint in JOIN_ENDPOINTS),
    ]
    for endpoint, value, key_func, scope in limits:
        view = app.view_functions.get(endpoint)
        if view is None:
            continue  # this service has no such route (a game service creates no tournament, and back)
        app.view_functions[endpoint] = limiter.limit(value, key_func=key_func, methods=["POST"], scope=scope)(view)

    commands = app.view_functions.get(COMMANDS_ENDPOINT)
    if commands is not None:
        app.view_functions[COMMANDS_ENDPOINT] = CommandLimits(redis, config).around(commands)

    @app.errorhandler(CommandsRateLimited)
    def _commands_limited(error: CommandsRateLimited):
        body, status = error_response(429, error.code, error.message, error.details)
        return body, status, {"Retry-After": str(error.details["retry_after_s"])}

    @app.errorhandler(RateLimitExceeded)
    def _too_many_requests(error: RateLimitExceeded):
        retry_after = 1
        current = limiter.current_limit
        if current is not None:
            retry_after = max(1, int(current.reset_at - time.time()))
        body, status = error_response(429, "rate_limited", f"rate limit exceeded: {error.description}",
                                      {"limit": error.description, "retry_after_s": retry_after})
        return body, status, {"Retry-After": str(retry_after)}

    return limiter


class CommandsRateLimited(PlatformError):
    code = "rate_limited"


class CommandLimits:
    """The hottest route's two limits (per seat token, per client address) in ONE script call: fixed
    windows, as flask-limiter's, whose two limits would cost two script calls per move (issue 32's budget
    of a move is one script call and a handful of commands beyond its append). A Redis that does not
    answer lets the command through to its own 503, as flask-limiter's swallow_errors does."""

    def __init__(self, redis, config: Config):
        self.limits = [(parse_limit(config.rate_limit_commands_per_token), bearer_key, "commands:token"),
                       (parse_limit(config.rate_limit_commands_per_address), client_address, "commands:address")]
        self.counters = RequestCounters(redis, config.key_prefix)

    def around(self, view):
        @functools.wraps(view)  # the hot views find the method view behind it (shared.http.games_api)
        def limited(*args, **kwargs):
            if request.method == "POST":
                self.check()
            return view(*args, **kwargs)

        return limited

    def check(self) -> None:
        now = time.time()
        counters = []
        for item, key_of, scope in self.limits:
            window = item.get_expiry()
            started = int(now // window)
            counters.append((item, self.counters.counter_key(scope, key_of(), started), window,
                             (started + 1) * window - now))
        try:
            # A counter lives a window and a second from its first count: past its own window, whenever that came.
            counts = self.counters.count_request([(key, window + 1) for _, key, window, _ in counters])
        except StoreFailure:
            log.warning("the commands' rate limits were not counted (Redis did not answer)")
            return
        for (item, _, _, left), count in zip(counters, counts, strict=True):
            if count > item.amount:
                raise CommandsRateLimited(f"rate limit exceeded: {item}", details={
                    "limit": str(item), "retry_after_s": max(1, int(left + 0.999))})


class StreamSlots:
    def __init__(self, redis, config: Config):
        self.bound = config.max_streams_per_client
        # A running stream writes at least every heartbeat, and renews its lease on a write.
        self.lease_s = max(4 * config.sse_heartbeat_s, 10.0)
        self.leases = StreamLeases(redis, config.key_prefix)

    def open(self, client: str) -> StreamLease:
        lease = StreamLease(self, client, new_id())
        if not self.leases.take(client, lease.member, time.time(), time.time() + self.lease_s, self.bound):
            raise TooManyStreams(
                f"at most {self.bound} open streams per client; close one first",
                details={"bound": self.bound, "retry_after_s": int(self.lease_s)},
            )
        return lease


class StreamLease:
    def __init__(self, slots: StreamSlots, client: str, member: str):
        self.slots, self.client, self.member = slots, client, member
        self.renewed = time.monotonic()

    def hold(self, chunks: Iterator[str]) -> Iterator[str]:
        """Yields the stream's chunks, renewing the lease as it goes, and frees it at the end."""
        try:
            for chunk in chunks:
                if time.monotonic() - self.renewed > self.slots.lease_s / 3:
                    self.slots.leases.renew(self.client, self.member, time.time() + self.slots.lease_s)
                    self.renewed = time.monotonic()
                yield chunk
        finally:
            try:
                self.slots.leases.free(self.client, self.member)
            except Exception:  # noqa: BLE001 - the lease expires by itself if Redis is away
                log.warning("could not free a stream slot; it expires within %.0f s", self.slots.lease_s)


def open_stream() -> StreamLease:
    """A lease on one of this client's stream slots (429 past the bound)."""
    return current_app.extensions["tabletop.streams"].open(client_address())
