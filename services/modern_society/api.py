"""The modern_society HTTP service: the platform's app factory configured for this game.

    gunicorn -c deploy/gunicorn.conf.py 'services.modern_society.api:create_app()'
"""

from __future__ import annotations

from shared.base.config import Config
from shared.http.factory import create_app as create_platform_app

GAME = "modern_society"


def create_app(config: Config | None = None, redis=None):
    return create_platform_app(GAME, config, redis)
