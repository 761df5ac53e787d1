from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_result_players_item import GameResultPlayersItem


T = TypeVar("T", bound="GameResult")


@_attrs_define
class GameResult:
    """
    Attributes:
        final (bool):
        players (list[GameResultPlayersItem]):
        ranking (list[int]):
        winners (list[int]):
    """

    final: bool
    players: list[GameResultPlayersItem]
    ranking: list[int]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        final = self.final

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        ranking = self.ranking

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "final": final,
                "players": players,
                "ranking": ranking,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_result_players_item import GameResultPlayersItem

        d = dict(src_dict)
        final = d.pop("final")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameResultPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        ranking = cast(list[int], d.pop("ranking"))

        winners = cast(list[int], d.pop("winners"))

        game_result = cls(
            final=final,
            players=players,
            ranking=ranking,
            winners=winners,
        )

        game_result.additional_properties = d
        return game_result

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
