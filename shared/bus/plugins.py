"""The services that plug into the platform, named by module string (as the games are discovered by
shared.domain.registry), so nothing under shared/ imports them.

Each entry names a declaration module exposing PLUGIN, a Plugin: plain data naming the modules of
its parts by string too, so a process loads only the parts it uses (the offline verifier imports a
plugin's pure document verifier, never its Redis-bound handlers or its tasks).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from shared.domain import registry

PLUGINS = (
    "services.tournaments.plugin",
)


@dataclass(frozen=True)
class Plugin:
    name: str
    # A module with subscribe(bus: shared.bus.handlers.Bus): its handlers of the platform's happenings.
    handlers: str | None = None
    # A module with register(app, worker) (its Celery tasks on the worker app, shared.workers.app) and
    # sweep(worker) -> dict[str, int] (its share of the periodic sweep: counts of what it re-queued).
    tasks: str | None = None
    # A module with DOCUMENT_KINDS: {kind: verifier} of the document lines it adds to an export
    # (shared.audit.verifier.DocumentVerifier); pure, as the offline verifier is.
    documents: str | None = None
    # A module with rebuild_projections(redis, config, watch) -> str: its read models recreated from its streams
    # (`tabletop rebuild-projections`; watch shows the progress, shared.base.progress), returning what it
    # did, for the operator.
    rebuild: str | None = None
    # A module with create_app(config, redis) -> Flask: the plugin's own HTTP service (`make clients` asks
    # it for its AsyncAPI document).
    app: str | None = None
    # Its task names -> the queue kind each runs on ("automated" | "projections": shared.bus.queues).
    routes: dict[str, str] = field(default_factory=dict)
    # Where its HTTP service listens unless <NAME>_PORT says otherwise.
    default_port: int | None = None


def plugins() -> list[Plugin]:
    found = []
    for module in PLUGINS:
        plugin = importlib.import_module(module).PLUGIN
        if not isinstance(plugin, Plugin):
            raise TypeError(f"{module}: PLUGIN is not a shared.bus.plugins.Plugin")
        found.append(plugin)
    return found


def parts(part: str) -> list[tuple[Plugin, ModuleType]]:
    """Every plugin that has this part ("handlers", "tasks", "documents", "rebuild" or "app"), with its module,
    in PLUGINS order."""
    return [(plugin, importlib.import_module(getattr(plugin, part))) for plugin in plugins() if getattr(plugin, part)]


def part_modules(part: str) -> list[ModuleType]:
    return [module for _, module in parts(part)]


def routes() -> dict[str, str]:
    """Every plugin's task name -> queue kind."""
    merged: dict[str, str] = {}
    for plugin in plugins():
        merged.update(plugin.routes)
    return merged


def service_ports(config: Any) -> dict[str, int]:
    """Where each service listens: every declared game's and plugin's default port, or the configured one
    (shared.base.config.Config.ports: <NAME>_PORT)."""
    declared = {name: game.default_port for name, game in registry.declarations().items()}
    declared.update({plugin.name: plugin.default_port for plugin in plugins()})
    return {name: config.ports.get(name, port) for name, port in declared.items()
            if config.ports.get(name, port) is not None}
