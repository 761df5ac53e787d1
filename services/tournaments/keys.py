"""Redis key names of the tournament service: built in shared.store.keys with every other key; these are
the names the service's modules (and the platform's factory) have always imported."""

from __future__ import annotations

from shared.store.keys import TournamentKeys
from shared.store.keys import tournament_index_base as index_base
from shared.store.keys import tournament_store_prefix as store_prefix
from shared.store.keys import tournament_token_key as token_key

__all__ = ["TournamentKeys", "index_base", "store_prefix", "token_key"]
