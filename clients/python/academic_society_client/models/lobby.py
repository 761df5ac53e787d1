from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.lobby_games_item import LobbyGamesItem


T = TypeVar("T", bound="Lobby")


@_attrs_define
class Lobby:
    """
    Attributes:
        games (list[LobbyGamesItem]):
        limit (int):
        offset (int):
        total (int):
    """

    games: list[LobbyGamesItem]
    limit: int
    offset: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        limit = self.limit

        offset = self.offset

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "limit": limit,
                "offset": offset,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.lobby_games_item import LobbyGamesItem

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = LobbyGamesItem.from_dict(games_item_data)

            games.append(games_item)

        limit = d.pop("limit")

        offset = d.pop("offset")

        total = d.pop("total")

        lobby = cls(
            games=games,
            limit=limit,
            offset=offset,
            total=total,
        )

        return lobby
