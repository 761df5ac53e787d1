"""python -m services.modern_society [serve|rebuild-projections|audit GAME_ID]: this game's CLI entry."""

import sys

from shared.tools.cli import game_main

sys.exit(game_main("modern_society", sys.argv[1:]))
