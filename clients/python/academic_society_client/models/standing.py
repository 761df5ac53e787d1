from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Standing")


@_attrs_define
class Standing:
    """
    Attributes:
        games (int):
        name (str):
        points (int): rank points: players - rank, per game
        score (int): sum of final scores
        wins (int):
    """

    games: int
    name: str
    points: int
    score: int
    wins: int

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        name = self.name

        points = self.points

        score = self.score

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "name": name,
                "points": points,
                "score": score,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        games = d.pop("games")

        name = d.pop("name")

        points = d.pop("points")

        score = d.pop("score")

        wins = d.pop("wins")

        standing = cls(
            games=games,
            name=name,
            points=points,
            score=score,
            wins=wins,
        )

        return standing
