"""The one way to mount a part of a service's HTTP API.

A part is anything with `mount(app, api)`: its routes, its hooks and what they need, put on one Flask app
and its OpenAPI document (`shared.http.factory.PlatformApi`), like a Flask extension's `init_app`. A
service is `platform_app(...)` and then `mount_parts(app, api, [its parts, in order])`; a part that is
only routes is `Routes(blueprint)`. Nothing else calls `register_blueprint`
(tests/platform/test_import_rules.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from flask import Blueprint, Flask


class Part(Protocol):
    def mount(self, app: Flask, api) -> None:
        """Put this part on `app` (and its routes in `api`'s document where they belong there)."""


@dataclass(frozen=True)
class Routes:
    """A blueprint's routes: documented in the OpenAPI document, or served beside it (health, the web
    client's pages) when `documented` is False."""

    blueprint: Blueprint
    documented: bool = True

    def mount(self, app: Flask, api) -> None:
        (api if self.documented else app).register_blueprint(self.blueprint)


def mount_parts(app: Flask, api, parts: Iterable[Part]) -> None:
    """Mount `parts` in order (the order matters where a part wraps what is mounted before it: the hot
    views wrap the games' routes, the rate limiter wraps every view, the access log wraps the whole app)."""
    for part in parts:
        part.mount(app, api)
