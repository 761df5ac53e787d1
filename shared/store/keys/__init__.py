"""Every Redis key name the platform uses, built in one place: this package, one module per area, every name
asked for here (`from shared.store import keys`; `keys.stream_keys(...)`).

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

from shared.store.keys.archive import (  # noqa: F401
    archive_due_key,
    archive_dumps_key,
)
from shared.store.keys.bench import bare_stream_key  # noqa: F401
from shared.store.keys.edge import (  # noqa: F401
    command_rate_key,
    rate_limits_base,
    stream_leases_key,
)
from shared.store.keys.matchmaking import (  # noqa: F401
    RATINGS_KEYS,
    analysis_key,
    client_key,
    clients_index_key,
    open_table_key,
    open_tables_key,
    ratings_keys,
    rematch_key,
    seek_order_key,
    seek_result_key,
    seek_webhook_cursor_key,
    seekers_key,
    seeking_games_key,
    seeks_key,
    seeks_lock_key,
    tables_formed_key,
)
from shared.store.keys.read_models import (  # noqa: F401
    ProjectionKeys,
    listing_scope_key,
    listing_scratch_key,
)
from shared.store.keys.streams import (  # noqa: F401
    GameKeys,
    StreamKeys,
    signing_dev_key,
    signing_registry_key,
    stream_keys,
    ticket_owner_key,
    ticket_seat_key,
    token_owner_key,
    watch_ticket_key,
)
from shared.store.keys.tournaments import (  # noqa: F401
    TournamentKeys,
    tournament_index_base,
    tournament_store_prefix,
    tournament_summaries_key,
    tournament_token_key,
    tournaments_listed_key,
)
from shared.store.keys.transparency_log import (  # noqa: F401
    LOG_NODES_PER_KEY,
    LogKeys,
)
from shared.store.keys.webhooks import (  # noqa: F401
    WebhookKeys,
    webhook_cursor_key,
    webhook_endpoints_key,
    webhook_later_flag_key,
    webhook_owner_key,
    webhook_secrets_key,
)
from shared.store.keys.workers import (  # noqa: F401
    FOLLOW_UP_GROUP,
    PARTITIONS,
    SWEEP_LAST_KEY,
    advance_pending_key,
    clock_flag,
    deadlines_key,
    flag,
    follow_up_dead_key,
    follow_up_key,
    partition_of,
    recovery_sweep_key,
    sweep_last_key,
    task_counts_key,
)
