"""Explicit configuration, read from the environment once (Flask-style: the app
factory takes a Config, tests inject their own)."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

# The project's run folder (`tabletop run` keeps its state there; .gitignore'd): the embedded archive's home.
PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run_dir(environ) -> str:
    """The run folder: TABLETOP_RUN_DIR, else <project>/.run."""
    return os.path.abspath(environ.get("TABLETOP_RUN_DIR") or os.path.join(PROJECT_ROOT, ".run"))


def default_archive_url(environ) -> str:
    """SQLite in the run folder: the archive without PostgreSQL."""
    return f"sqlite://{run_dir(environ)}/archive.sqlite3"


def port_overrides(environ) -> dict[str, int]:
    """<NAME>_PORT of the environment, by lower-case name: where a service listens instead of its declared
    default (shared.bus.plugins.service_ports). A value that is no port number (a container link's URL) is not
    one of ours."""
    return {key[: -len("_PORT")].lower(): int(value) for key, value in environ.items()
            if key.endswith("_PORT") and value.isdigit()}


@dataclass(frozen=True)
class Config:
    redis_url: str = "redis://127.0.0.1:6379/0"
    # The broker is configuration (Redis on one machine, RabbitMQ at scale: docs/operations/scale-out.md).
    broker_url: str | None = None
    key_prefix: str = ""
    # The event store on Redis Cluster (the broker then must be another server: CELERY_BROKER_URL).
    redis_cluster: bool = False
    # How automated seats and projections are driven: "celery" (workers) or "inline" (same process, tests).
    dispatch: str = "celery"
    # Browsers' front ends on other origins call the API with bearer tokens (no cookies), so "*" is safe.
    cors_origins: str = "*"
    snapshot_cache_size: int = 512
    # Acknowledge a command only once this many replicas have its events (WAIT): where a failover must not
    # lose an acknowledged move (Redis Cluster or a primary with replicas). 0: acknowledge on the primary.
    replica_acks: int = 0
    replica_ack_timeout_ms: int = 500
    sse_heartbeat_s: float = 15.0
    # Celery beat's sweep period (shared.workers.tasks: the safety net re-queueing what a lost task left).
    sweep_every_s: float = 30.0
    # Sent as Retry-After with every 503 while the event store is unreachable or loading.
    retry_after_s: int = 2
    # A Redis command unanswered this long (server paused or cut off) fails, and the request gets 503.
    redis_socket_timeout_s: float = 10.0
    # Larger request bodies get 413 before they are read; commands and game setups are a few KiB.
    max_request_bytes: int = 256 * 1024
    # Abuse limits (shared.http.abuse), in Flask-Limiter's notation. Generous: a person plays a few
    # commands a minute, a bot client through the API a few per second; per address allows a NAT.
    rate_limits_enabled: bool = True
    rate_limit_create: str = "1200/minute"
    rate_limit_commands_per_token: str = "6000/minute"
    rate_limit_commands_per_address: str = "60000/minute"
    max_streams_per_client: int = 64
    # Trusted reverse proxies in front of the service (X-Forwarded-For hops) for the client address.
    proxy_hops: int = 0
    # One JSON line per request (shared.http.observability): "stderr", "stdout", "off" or a file path.
    access_log: str = "stderr"
    # Services' ports other than the ones they declare (port_overrides); shared.bus.plugins.service_ports
    # resolves every service's.
    ports: dict[str, int] = field(default_factory=dict)
    # The Ed25519 key signing receipts: base64url of its 32-byte seed, or a PEM file (shared.store.signing).
    # repr=False: key material never lands in a log line.
    signing_key: str = field(default="", repr=False)
    signing_key_file: str = ""
    # Finished games' history beyond Redis (shared.store.archive): postgresql://... or sqlite:///<path>.
    # "" (a Config built in code, as tests do): no archive, every stream stays in Redis. From the
    # environment: ARCHIVE_URL, else SQLite in the run folder; ARCHIVE_URL=off keeps everything in Redis.
    archive_url: str = field(default="", repr=False)  # a PostgreSQL URL may carry a password
    # A finished game leaves Redis this long after it finished (its read models and the tournament's
    # handlers have long run), checked by beat every archive_every_s.
    archive_after_s: float = 600.0
    archive_every_s: float = 60.0
    # Where the periodic public dumps go (`tabletop archive dump`): one folder per month.
    dump_dir: str = ""
    # A live game's (or tournament's) head goes to the transparency log every this many versions (0: only
    # finished games and tournament rounds): the window in which two histories of a live game could be
    # shown unnoticed (shared.app.after_append.log_feed).
    log_checkpoint_every: int = 100
    # Webhooks (shared.app.webhooks.subscriptions): the key sealing endpoints' signing secrets at rest (base64 of 32
    # bytes; empty: a development key kept in Redis), outbound protection, timeouts and the retry schedule.
    webhook_secrets_key: str = field(default="", repr=False)
    # Refuse endpoints that resolve to private, loopback or link-local addresses (tests deliver to
    # 127.0.0.1 with this off). Redirects are never followed.
    webhook_block_private: bool = True
    webhook_timeout_s: float = 5.0
    # Seconds before each retry after the first attempt (each +-20% jitter): 5 s ... 10 h, about 28 h in
    # all; a delivery still failing after the last is dead-lettered.
    webhook_retry_s: tuple[float, ...] = (5, 300, 1800, 7200, 18000, 36000, 36000)
    # An endpoint whose deliveries were dead-lettered this many times in a row is paused.
    webhook_pause_after_dead: int = 5
    # How long a rotated-out signing secret still signs (receivers switch over meanwhile).
    webhook_secret_grace_s: int = 86_400
    # An integrator client every process of the deployment makes sure exists at start (shared.app.clients.integrators):
    # "<client id>:<sha256 hex of its key's secret>[:<scope>,<scope>...]", several separated by ";". Only
    # the digest is configured;
    # `make run` uses it for the development client, the test suite for its test client.
    bootstrap_client: str = field(default="", repr=False)
    # Open seats nobody takes expire after this long (shared.app.matchmaking).
    open_seat_ttl_s: float = 600.0
    # The game review (shared.audit.analysis, docs/ANALYSIS.md): determinizations per decision (choosing the
    # best command; valuing it beside the one played) and per game (what the figures depend on: the result names
    # them), the CPU seconds one game's job may spend, and the CPU milliseconds one of its decisions may.
    analysis_worlds: int = 3
    analysis_check_worlds: int = 3
    analysis_game_worlds: int = 3000
    analysis_cpu_s: float = 480.0  # below the broker's visibility timeout (shared.bus.queues), so no redelivery
    analysis_decision_cpu_ms: float = 30_000.0  # about 60 times a reviewed decision's average (docs/ANALYSIS.md)

    @property
    def celery_broker_url(self) -> str:
        return self.broker_url or self.redis_url

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Config:
        env = os.environ if environ is None else environ
        return cls(
            redis_url=env.get("REDIS_URL", cls.redis_url),
            broker_url=env.get("CELERY_BROKER_URL") or None,
            key_prefix=env.get("KEY_PREFIX", ""),
            redis_cluster=env.get("REDIS_CLUSTER", "").lower() in ("1", "true", "yes"),
            dispatch=env.get("DISPATCH", "celery"),
            cors_origins=env.get("CORS_ORIGINS", cls.cors_origins),
            snapshot_cache_size=int(env.get("SNAPSHOT_CACHE_SIZE", cls.snapshot_cache_size)),
            replica_acks=int(env.get("REDIS_WAIT_REPLICAS", cls.replica_acks)),
            replica_ack_timeout_ms=int(env.get("REDIS_WAIT_TIMEOUT_MS", cls.replica_ack_timeout_ms)),
            sse_heartbeat_s=float(env.get("SSE_HEARTBEAT_S", cls.sse_heartbeat_s)),
            sweep_every_s=float(env.get("SWEEP_EVERY_S", cls.sweep_every_s)),
            log_checkpoint_every=int(env.get("LOG_CHECKPOINT_EVERY", cls.log_checkpoint_every)),
            retry_after_s=int(env.get("RETRY_AFTER_S", cls.retry_after_s)),
            redis_socket_timeout_s=float(env.get("REDIS_SOCKET_TIMEOUT_S", cls.redis_socket_timeout_s)),
            max_request_bytes=int(env.get("MAX_REQUEST_BYTES", cls.max_request_bytes)),
            rate_limits_enabled=env.get("RATE_LIMITS", "on").lower() not in ("0", "off", "false", "no"),
            rate_limit_create=env.get("RATE_LIMIT_CREATE", cls.rate_limit_create),
            rate_limit_commands_per_token=env.get("RATE_LIMIT_COMMANDS_PER_TOKEN", cls.rate_limit_commands_per_token),
            rate_limit_commands_per_address=env.get("RATE_LIMIT_COMMANDS_PER_ADDRESS",
                                                    cls.rate_limit_commands_per_address),
            max_streams_per_client=int(env.get("MAX_STREAMS_PER_CLIENT", cls.max_streams_per_client)),
            proxy_hops=int(env.get("PROXY_HOPS", cls.proxy_hops)),
            access_log=env.get("ACCESS_LOG", cls.access_log),
            ports=port_overrides(env),
            signing_key=env.get("SIGNING_KEY", ""),
            signing_key_file=env.get("SIGNING_KEY_FILE", ""),
            archive_url=_archive_url(env),
            archive_after_s=float(env.get("ARCHIVE_AFTER_S", cls.archive_after_s)),
            archive_every_s=float(env.get("ARCHIVE_EVERY_S", cls.archive_every_s)),
            dump_dir=env.get("DUMP_DIR") or os.path.join(run_dir(env), "dumps"),
            webhook_secrets_key=env.get("WEBHOOK_SECRETS_KEY", ""),
            webhook_block_private=env.get("WEBHOOK_BLOCK_PRIVATE", "on").lower() not in ("0", "off", "false", "no"),
            webhook_timeout_s=float(env.get("WEBHOOK_TIMEOUT_S", cls.webhook_timeout_s)),
            webhook_retry_s=tuple(float(s) for s in env["WEBHOOK_RETRY_S"].split(",")) if env.get("WEBHOOK_RETRY_S")
            else cls.webhook_retry_s,
            webhook_pause_after_dead=int(env.get("WEBHOOK_PAUSE_AFTER_DEAD", cls.webhook_pause_after_dead)),
            webhook_secret_grace_s=int(env.get("WEBHOOK_SECRET_GRACE_S", cls.webhook_secret_grace_s)),
            bootstrap_client=env.get("BOOTSTRAP_CLIENT", ""),
            open_seat_ttl_s=float(env.get("OPEN_SEAT_TTL_S", cls.open_seat_ttl_s)),
            analysis_worlds=int(env.get("ANALYSIS_WORLDS", cls.analysis_worlds)),
            analysis_check_worlds=int(env.get("ANALYSIS_CHECK_WORLDS", cls.analysis_check_worlds)),
            analysis_game_worlds=int(env.get("ANALYSIS_GAME_WORLDS", cls.analysis_game_worlds)),
            analysis_cpu_s=float(env.get("ANALYSIS_CPU_S", cls.analysis_cpu_s)),
            analysis_decision_cpu_ms=float(env.get("ANALYSIS_DECISION_CPU_MS", cls.analysis_decision_cpu_ms)),
        )


def _archive_url(env) -> str:
    value = env.get("ARCHIVE_URL", "")
    if value.lower() in ("off", "none", "0"):
        return ""
    return value or default_archive_url(env)
