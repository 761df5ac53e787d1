"""gunicorn entry for the fixture game (end-to-end tests and the bench)."""

from shared.domain import registry
from shared.http.factory import create_app as create_platform_app
from tests.fixture_game import ENGINE

registry.register(ENGINE)


def create_app():
    return create_platform_app(ENGINE.name)


def create_baseline_app():
    """A bare Flask endpoint under the same gunicorn settings: the bench's yardstick."""
    from flask import Flask, request

    app = Flask("baseline")

    @app.post("/v1/games/<game_id>/commands")
    def command(game_id):
        body = request.get_json()
        return {"version": 1, "events": [{"type": body.get("type"), "game_id": game_id}]}, 201

    return app
