"""The reference web client: static pages served by every game service at /play/ (same origin as the API,
so no separate server and no CORS). The pages read only the public HTTP API; this module only serves files
and tells the pages which game this service hosts, from its declaration: its title, its lobby presets and its
renderer (a module beside the game, served at /play/render/<game>.js so its imports of ../common.js and the
like resolve to the pages' own). A game that declares no renderer is drawn by the generic one."""

from __future__ import annotations

import os

from flask import Blueprint, abort, current_app, jsonify, redirect, send_from_directory

from shared.bus.plugins import service_ports
from shared.domain import registry

STATIC_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "web_client_static")

web_client = Blueprint("web_client", __name__)


@web_client.get("/play")
def play_root():
    return redirect("/play/", code=308)


@web_client.get("/play/")
def lobby_page():
    return _static("index.html")


GENERIC_RENDERER = "/play/generic_render.js"


@web_client.get("/play/config.json")
def client_config():
    """Which game this service hosts: every page renders with that game's renderer."""
    runtime = current_app.extensions["tabletop"]
    engine = runtime.engine
    declared = registry.declarations().get(engine.name)
    return jsonify({
        # Where the other services listen (same host): the tournament page reads the tournament service, and
        # links to a game of another kind go to that game's service.
        "ports": service_ports(runtime.config),
        "game": engine.name,
        # Every hosted game's title: the tournament page and links name games of other kinds too.
        "titles": {name: d.title for name, d in registry.declarations().items()},
        "presets": [preset.public() for preset in declared.lobby_presets] if declared else [],
        # The page loads whatever module this names: the game's own, or the generic one (the pages' layout does not
        # know the renderers, so neither imports the other).
        "renderer": f"/play/render/{engine.name}.js" if declared and declared.renderer else GENERIC_RENDERER,
        "min_players": getattr(engine, "min_players", None),
        "max_players": getattr(engine, "max_players", None),
        "seat_kinds": list(getattr(engine, "seat_kinds", ("human", "bot"))),
        "bot_policies": list(getattr(engine, "bot_policies", ("random",))),
    })


@web_client.get("/play/render/<game>.js")
def renderer(game: str):
    """A game's renderer, from beside its declaration."""
    declared = registry.declarations().get(game)
    if declared is None or not declared.renderer:
        abort(404)
    folder, filename = os.path.split(declared.renderer)
    return _static(filename, folder)


@web_client.get("/play/<path:filename>")
def static_file(filename: str):
    return _static(filename)


def _static(filename: str, folder: str = STATIC_DIR):
    response = send_from_directory(folder, filename, max_age=0)
    # The pages carry seat tokens in the URL fragment (never sent to a server); no referrer leaks either.
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
