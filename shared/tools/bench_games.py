"""Which game a bench measures: the benches name none (shared/ names no game), they take `--game` or measure
every hosted game. Unless told, a bench plays the first hosted game (the lowest declared port: the
platform's figures have always been taken on it), or, where the length of a game is what it measures, the
longest (the most decisions its engine declares a game may take)."""

from __future__ import annotations

import argparse

from shared.domain.registry import available_games, load_engine


def first_game() -> str:
    games = available_games()
    if not games:
        raise SystemExit("no game is hosted: a bench needs one (shared.domain.registry)")
    return games[0]


def longest_game() -> str:
    return max(available_games() or [first_game()], key=lambda game: load_engine(game).max_decisions)


def add_game_argument(parser: argparse.ArgumentParser, default: str | None = None) -> None:
    """--game GAME, one of the hosted games (default: `default`, else the first hosted game)."""
    parser.add_argument("--game", choices=available_games(), default=default or first_game(),
                        help="the game to measure (default: %(default)s)")


def seats_for(game: str, wanted: int) -> int:
    """`wanted` seats, or the nearest count the game seats."""
    engine = load_engine(game)
    return min(max(wanted, engine.min_players), engine.max_players)
