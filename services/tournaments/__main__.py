"""python -m services.tournaments [serve|rebuild-projections]: the tournament service's CLI entry."""

import sys

from shared.cli import tournaments_main

sys.exit(tournaments_main(sys.argv[1:]))
