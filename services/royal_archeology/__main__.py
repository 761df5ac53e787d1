"""python -m services.royal_archeology [serve|rebuild-projections|audit GAME_ID]: this game's CLI entry."""

import sys

from shared.tools.cli import game_main

sys.exit(game_main("royal_archeology", sys.argv[1:]))
