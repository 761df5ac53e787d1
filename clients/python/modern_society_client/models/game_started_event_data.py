from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_started_event_data_players_item import (
        GameStartedEventDataPlayersItem,
    )


T = TypeVar("T", bound="GameStartedEventData")


@_attrs_define
class GameStartedEventData:
    """
    Attributes:
        first_start (int):
        last_round (int):
        players (list[GameStartedEventDataPlayersItem]):
        removed (list[str]):
        seasons (int):
    """

    first_start: int
    last_round: int
    players: list[GameStartedEventDataPlayersItem]
    removed: list[str]
    seasons: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        first_start = self.first_start

        last_round = self.last_round

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        removed = self.removed

        seasons = self.seasons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "first_start": first_start,
                "last_round": last_round,
                "players": players,
                "removed": removed,
                "seasons": seasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_started_event_data_players_item import (
            GameStartedEventDataPlayersItem,
        )

        d = dict(src_dict)
        first_start = d.pop("first_start")

        last_round = d.pop("last_round")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameStartedEventDataPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        removed = cast(list[str], d.pop("removed"))

        seasons = d.pop("seasons")

        game_started_event_data = cls(
            first_start=first_start,
            last_round=last_round,
            players=players,
            removed=removed,
            seasons=seasons,
        )

        game_started_event_data.additional_properties = d
        return game_started_event_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
