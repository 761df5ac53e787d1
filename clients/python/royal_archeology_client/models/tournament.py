from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.standing import Standing


T = TypeVar("T", bound="Tournament")


@_attrs_define
class Tournament:
    """
    Attributes:
        games (int):
        standings (list[Standing]):
        tournament (str):
    """

    games: int
    standings: list[Standing]
    tournament: str

    def to_dict(self) -> dict[str, Any]:
        games = self.games

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)

        tournament = self.tournament

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "standings": standings,
                "tournament": tournament,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.standing import Standing

        d = dict(src_dict)
        games = d.pop("games")

        standings = []
        _standings = d.pop("standings")
        for standings_item_data in _standings:
            standings_item = Standing.from_dict(standings_item_data)

            standings.append(standings_item)

        tournament = d.pop("tournament")

        tournament = cls(
            games=games,
            standings=standings,
            tournament=tournament,
        )

        return tournament
