"""The tournament service as a platform plugin (shared.bus.plugins names this module): its parts, by
module string, and the queue of its task. Plain data, so the offline verifier can read it."""

from __future__ import annotations

from shared.bus import queues
from shared.bus.plugins import Plugin

TOURNAMENT_ADVANCE = "tabletop.tournament_advance"

PLUGIN = Plugin(
    name="tournaments",
    handlers="services.tournaments.handlers",
    tasks="services.tournaments.tasks",
    documents="services.tournaments.interchange",  # with the tournament export's kind
    rebuild="services.tournaments.tasks",
    app="services.tournaments.api",
    routes={TOURNAMENT_ADVANCE: queues.AUTOMATED},
    default_port=8004,
)
