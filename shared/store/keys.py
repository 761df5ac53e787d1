"""Every Redis key name the store and the application base use, built in one place.

A key name is part of the stored format (a deployment's data outlives any one release), so no
caller spells one itself: it asks here. Every key of one stream carries the stream's id as a
hash tag (`game:{<id>}:...`), so the append script, which touches several of them, stays inside
one Redis Cluster slot. Keys that must be found without knowing the stream (a token's owner)
get a slot of their own instead, and are never written by the append script.

The names are those written since the first release; tests pin them (tests/platform/test_keys.py).

Each function takes the deployment's KEY_PREFIX first: every key of a deployment (and of each test)
lives behind it. A key's `{...}` part is its hash tag: keys that one script touches share it, so they
share a slot on Redis Cluster.
"""

from __future__ import annotations

import functools
import zlib

# -- the event store and the application base --------------------------------------------------------


class StreamKeys:
    """The key names of one stream (a game, or a tournament under its own prefix)."""

    __slots__ = ("events", "meta", "idempotency", "secret", "tokens", "snapshot", "archived")

    def __init__(self, prefix: str, stream_id: str):
        base = f"{prefix}game:{{{stream_id}}}"
        self.events = f"{base}:events"  # the stream itself; its length is the version
        self.meta = f"{base}:meta"  # the root of the stream's side keys below
        self.idempotency = f"{base}:idem"  # idempotency key -> {fingerprint, from, to} of its first append
        self.secret = f"{base}:secret"  # seed, salt and rng seed: revealed when the stream ends
        self.tokens = f"{self.meta}:tokens"  # token digest -> who holds it (a seat, a role)
        self.snapshot = f"{self.meta}:snapshot"  # a game record cached for a cold load
        # The tombstone of a stream moved to the archive (shared.store.tombstone): its kind, length, head.
        self.archived = f"{base}:archived"

    def names(self) -> tuple[str, ...]:
        """Every key above (a bench or a test deleting what it wrote)."""
        return tuple(getattr(self, slot) for slot in self.__slots__)


# The name the rest of the platform knows these keys by (a game's keys are the common case).
GameKeys = StreamKeys


@functools.lru_cache(maxsize=4096)
def stream_keys(prefix: str, stream_id: str) -> StreamKeys:
    """The keys of one stream; cached, since every append and read asks for them."""
    return StreamKeys(prefix, stream_id)


def token_owner_key(prefix: str, digest: str) -> str:
    """Which stream a token belongs to: one key per token, each in its own Cluster slot (no MSET
    across slots), so a token shown to the wrong game is told apart from an unknown one."""
    return f"{prefix}token:{digest}"


def ticket_seat_key(prefix: str, stream_id: str, digest: str) -> str:
    """The seat a live stream ticket stands for (under the stream's hash tag, with the ticket's expiry)."""
    return f"{stream_keys(prefix, stream_id).meta}:ticket:{digest}"


def ticket_owner_key(prefix: str, digest: str) -> str:
    """Which stream a ticket was issued for: its own Cluster slot, to answer 403 rather than 401."""
    return f"{prefix}ticket:{digest}"


def watch_ticket_key(prefix: str, stream_id: str, digest: str) -> str:
    """A spectator a party of the stream admitted (shared.http.access: a watch ticket), with its expiry."""
    return f"{stream_keys(prefix, stream_id).meta}:watch:{digest}"


def signing_registry_key(prefix: str) -> str:
    """The published list of every signing key (key id -> entry), shared by all processes."""
    return f"{prefix}tabletop:signing:keys"


def signing_dev_key(prefix: str) -> str:
    """The development signing key, generated once per deployment when none is configured."""
    return f"{prefix}tabletop:signing:dev-key"


# -- the transparency log: one per deployment, every key under the `{log}` hash tag ---------------------

# How many 32-byte subtree hashes one node key holds (a Redis string of 512 KiB, read with GETRANGE).
LOG_NODES_PER_KEY = 1 << 14


class LogKeys:
    """The transparency log's keys (shared.store.log_storage), all in one Cluster slot: the commit
    script touches several of them."""

    __slots__ = ("base", "pending", "state", "index", "heads", "witnesses")

    def __init__(self, prefix: str):
        self.base = f"{prefix}tlog:{{log}}"
        self.pending = f"{self.base}:pending"  # a stream of leaves waiting to be sequenced
        self.state = f"{self.base}:state"  # size, cursor (the last pending entry sequenced), latest head and its size
        self.index = f"{self.base}:index"  # JSON [id, version, kind] -> {"index", "leaf"}: each leaf once
        self.heads = f"{self.base}:heads"  # tree size -> its signed tree head
        self.witnesses = f"{self.base}:witnesses"  # witness key id -> {"key_id", "public_key", "name"}

    def nodes(self, level: int, chunk: int) -> str:
        """LOG_NODES_PER_KEY hashes of perfect subtrees of 2^level leaves, back to back."""
        return f"{self.base}:nodes:{level}:{chunk}"

    def cosignatures(self, size: int) -> str:
        """The witnesses' co-signatures of the tree head of this size (witness key id -> signature)."""
        return f"{self.base}:cosig:{size}"


# -- the workers and the bus: coalescing flags, follow-up partitions, automated seats, clocks -------------

# Cross-game fan-out goes through a fixed number of partitions of games: each append with follow-up work
# XADDs one entry to its partition's follow-up stream (shared.app.after_append.pipeline).
PARTITIONS = 8


def partition_of(game_id: str) -> int:
    return zlib.crc32(game_id.encode()) % PARTITIONS


def flag(prefix: str, task: str, scope: str) -> str:
    """"A task is queued" for (task, scope): set with NX by whoever queues it, so a burst queues one."""
    return f"{prefix}sched:{{{scope}}}:{task}"


def follow_up_key(prefix: str, partition: int) -> str:
    """The partition's follow-up stream: one entry per append with follow-up work (shared.app.after_append.pipeline),
    read by the workers' follow-up consumers in the consumer group FOLLOW_UP_GROUP."""
    return f"{prefix}followups:{{p{partition:02d}}}"


FOLLOW_UP_GROUP = "followups"


def follow_up_dead_key(prefix: str) -> str:
    """Follow-up entries that failed FOLLOW_UP MAX_ATTEMPTS times (shared.workers.followups), kept for an operator."""
    return f"{prefix}followups:dead"


def advance_pending_key(prefix: str) -> str:
    """Games scheduled for `advance` (score = when), until a run finds nothing more to do."""
    return f"{prefix}sched:advance:pending"


def deadlines_key(prefix: str) -> str:
    """Every running clock's next deadline (member `<game>:<game_id>`, score = due time in ms)."""
    return f"{prefix}tabletop:clock:deadlines"


def recovery_sweep_key(prefix: str) -> str:
    """"A recovery sweep has just run" (shared.workers.recovery): the others asked for together coalesce."""
    return f"{prefix}sched:{{recovery}}:sweep"


def clock_flag(prefix: str, game_id: str, due_ms: int) -> str:
    """"The task of this deadline is queued" (one per deadline, so a moved deadline gets its own)."""
    return f"{prefix}sched:{{{game_id}}}:clock:{due_ms}"


def task_counts_key(prefix: str) -> str:
    """Celery task events counted by the workers (field `<task>|<outcome>`)."""
    return f"{prefix}tabletop:metrics:tasks"


SWEEP_LAST_KEY = "tabletop:sweep:last"


def sweep_last_key(prefix: str) -> str:
    """Unix time of the last completed sweep (the cross-helper contract names this key)."""
    return f"{prefix}{SWEEP_LAST_KEY}"


# -- the archive: finished games waiting to leave Redis, and the public dumps written ----------------------


def archive_due_key(prefix: str) -> str:
    """Finished games waiting for archival (member `<game>:<game_id>`, score = when they finished, unix s)."""
    return f"{prefix}tabletop:archive:due"


def archive_dumps_key(prefix: str) -> str:
    """The public dumps written (field: the period, `YYYY-MM`; value: the manifest's sha256)."""
    return f"{prefix}tabletop:archive:dumps"


# -- ratings: one read model per game kind -------------------------------------------------------------

RATINGS_KEYS = ("order", "results", "applied", "players", "board", "lock")


def ratings_keys(prefix: str, game: str) -> dict[str, str]:
    """A game kind's ratings (all under one hash tag: order, results, applied, players, board, lock)."""
    base = f"{prefix}proj:ratings:{{{game}}}"
    return {name: f"{base}:{name}" for name in RATINGS_KEYS}


# -- tournaments: their streams, tokens, seats and listing --------------------------------------------


def tournament_store_prefix(prefix: str) -> str:
    """The EventStore prefix of tournament streams: `<prefix>tournaments:game:{<id>}:events`, apart from
    the games' streams, so the game projections' rebuild never mistakes a tournament for a game."""
    return f"{prefix}tournaments:"


class TournamentKeys:
    """One tournament's keys beside its stream (all under its `{<id>}` hash tag)."""

    def __init__(self, prefix: str, tournament_id: str):
        base = tournament_store_prefix(prefix)
        meta = f"{base}game:{{{tournament_id}}}:meta"  # the EventStore's meta key of the tournament's stream
        self.tokens = f"{meta}:tokens"  # token digest -> "organiser" | "entrant:<id>"
        self.seats = f"{meta}:seats"  # entrant id -> its current seat (with the game's seat token)
        self.finished_games = f"{meta}:finished"  # game ids whose result was projected (a trigger cache)
        self.lock = f"{meta}:lock"
        self.document = f"{base}proj:{{{tournament_id}}}:document"
        # The organiser's feed (services.tournaments.feed): derived from the tournament's and its games' streams.
        self.feed = f"{base}proj:{{{tournament_id}}}:feed"  # a stream: entry n-0 is the feed's n-th item
        self.feed_seen = f"{base}proj:{{{tournament_id}}}:feed:seen"  # item key -> 1 (each item once)
        self.feed_cursors = f"{base}proj:{{{tournament_id}}}:feed:cursors"  # stream id -> version read


def tournament_token_key(prefix: str, digest: str) -> str:
    """One key per token (its own slot on Redis Cluster): which tournament a token belongs to."""
    return f"{tournament_store_prefix(prefix)}token:{digest}"


def tournament_index_base(prefix: str) -> str:
    """The listing of every tournament: one hash tag, so one script updates a summary and its indexes."""
    return f"{tournament_store_prefix(prefix)}proj:index:{{tournaments}}"


# -- webhooks: subscriptions, the outbox's cursors, each endpoint's deliveries -------------------------


def webhook_endpoints_key(prefix: str) -> str:
    """Every webhook endpoint (id -> its JSON document, the signing secrets sealed), one hash."""
    return f"{prefix}webhooks:{{endpoints}}:all"


def webhook_secrets_key(prefix: str) -> str:
    """The development key sealing webhook signing secrets when none is configured (WEBHOOK_SECRETS_KEY)."""
    return f"{prefix}webhooks:{{endpoints}}:dev-key"


def webhook_cursor_key(prefix: str, stream_id: str) -> str:
    """The last version of a stream the webhook outbox has turned into deliveries (the stream's hash tag)."""
    return f"{stream_keys(prefix, stream_id).meta}:webhooks:cursor"


class WebhookKeys:
    """One endpoint's delivery keys, all under its `{wh:<id>}` hash tag (one script touches them)."""

    __slots__ = ("deliveries", "pending", "log", "seq", "lease", "flag")

    def __init__(self, prefix: str, endpoint_id: str):
        base = f"{prefix}webhooks:{{wh:{endpoint_id}}}"
        self.deliveries = f"{base}:deliveries"  # delivery id -> its JSON record (payload, status, attempts)
        self.pending = f"{base}:pending"  # undelivered ids, score = enqueue order (per-game order by version)
        self.log = f"{base}:log"  # every id, score = enqueue order (the delivery log, newest first)
        self.seq = f"{base}:seq"  # the enqueue counter
        self.lease = f"{base}:lease"  # held by the one worker delivering to this endpoint
        self.flag = f"{base}:queued"  # "a delivery task is queued" (bursts queue one)

    def names(self) -> tuple[str, ...]:
        return tuple(getattr(self, slot) for slot in self.__slots__)
# -- integrator clients, matchmaking -----------------------------------------------------------------


def client_key(prefix: str, client_id: str) -> str:
    """One integrator client's record (name, scopes, quotas, its key's digest and expiry, status)."""
    return f"{prefix}tabletop:client:{{{client_id}}}"


def clients_index_key(prefix: str) -> str:
    """Every client id (the `clients list` verb and the admin API)."""
    return f"{prefix}tabletop:clients"


def open_table_key(prefix: str, game_id: str) -> str:
    """A game waiting for its open seats (under the game's hash tag, beside its stream keys)."""
    return f"{stream_keys(prefix, game_id).meta}:open"


def open_tables_key(prefix: str, game: str) -> str:
    """A game kind's games waiting for players (score = when they expire, in ms)."""
    return f"{prefix}tabletop:open:{{{game}}}"


def seeks_key(prefix: str, game: str) -> str:
    """A game kind's waiting seeks (seek id -> the seek), oldest first by their order set."""
    return f"{prefix}tabletop:seeks:{{{game}}}"


def seek_order_key(prefix: str, game: str) -> str:
    return f"{prefix}tabletop:seeks:{{{game}}}:order"


def seek_result_key(prefix: str, seek_id: str) -> str:
    """What became of one seek (its table once formed), read by the client that posted it."""
    return f"{prefix}tabletop:seek:{seek_id}"


def tables_formed_key(prefix: str, game: str) -> str:
    """The stream the matchmaker announces formed tables on (clients follow it)."""
    return f"{prefix}tabletop:seeks:{{{game}}}:formed"


def seek_webhook_cursor_key(prefix: str, game: str) -> str:
    """The last formed-table announcement the webhook outbox has turned into `seek_matched` deliveries."""
    return f"{tables_formed_key(prefix, game)}:webhooks:cursor"


def rematch_key(prefix: str, game_id: str) -> str:
    """The game's rematch, once asked for (its game id): one rematch per finished game."""
    return f"{stream_keys(prefix, game_id).meta}:rematch"


def seeking_games_key(prefix: str) -> str:
    """The game kinds that ever had a seek (the sweep looks for waiting seeks there)."""
    return f"{prefix}tabletop:seeks:games"


def analysis_key(prefix: str, game_id: str) -> str:
    """A finished game's review (shared.app.finished_games.analysis_jobs): the job's state and, once done, its result; under
    the game's hash tag, beside its stream."""
    return f"{prefix}game:{{{game_id}}}:analysis"


# -- matchmaking's seeks (shared.store.seek_records): the claims and the matchmaker's lock -----------------


def seekers_key(prefix: str, game: str) -> str:
    """identity -> its waiting seek (the claim that keeps a user to one seek per game kind)."""
    return f"{seeks_key(prefix, game)}:seekers"


def seeks_lock_key(prefix: str, game: str) -> str:
    """The matchmaker's lock of a game kind's seeks: a table is formed, and its seeks removed, under it."""
    return f"{seeks_key(prefix, game)}:lock"


# -- webhooks (issue 36: the keys the webhook modules spelled themselves) ------------------------------


def webhook_owner_key(prefix: str, owner: str) -> str:
    """The ids of one client's webhook endpoints (a set; the per-client limit counts it)."""
    return f"{webhook_endpoints_key(prefix)}:owner:{owner}"


def webhook_later_flag_key(prefix: str, endpoint_id: str) -> str:
    """The flag of an endpoint's retry task queued with a countdown: apart from WebhookKeys.flag, so a
    retry's pending countdown never holds back a delivery that is due now."""
    return f"{WebhookKeys(prefix, endpoint_id).flag}:later"


# -- the HTTP edge's request limits and stream leases, the tournaments' listing (store-edges) ------------


def rate_limits_base(prefix: str) -> str:
    """Where Flask-Limiter keeps its per-route counters (its key_prefix; it spells the rest itself)."""
    return f"{prefix}tabletop:ratelimit"


def command_rate_key(prefix: str, scope: str, who: str, window_start: int) -> str:
    """The commands' fixed-window counter of one limit (scope), one caller (a token digest, an address) and
    one window (its start, in windows since the epoch): it expires with its window."""
    return f"{rate_limits_base(prefix)}:{scope}:{who}:{window_start}"


def stream_leases_key(prefix: str, client: str) -> str:
    """A client address's open SSE streams: a sorted set of leases (member = one stream, score = expiry)."""
    return f"{prefix}tabletop:streams:{client}"


def tournament_summaries_key(prefix: str) -> str:
    """The tournaments' listing: tournament id -> its summary (JSON)."""
    return f"{tournament_index_base(prefix)}:summary"


def tournaments_listed_key(prefix: str, status: str | None = None) -> str:
    """Every tournament (status None) or those of one status, newest first (score = created at)."""
    return f"{tournament_index_base(prefix)}:{status or 'all'}"


# -- read models (shared.app.read_models): spelled in shared.store.read_model_keys, apart only to keep this
# module within the house's 400 lines; asked for here like every other key.
from shared.store.read_model_keys import ProjectionKeys, listing_scope_key, listing_scratch_key  # noqa: E402,F401
