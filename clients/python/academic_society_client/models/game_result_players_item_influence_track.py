from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameResultPlayersItemInfluenceTrack")


@_attrs_define
class GameResultPlayersItemInfluenceTrack:
    """
    Attributes:
        flipped (bool):
        hundred_tiles (int):
        space (int):
    """

    flipped: bool
    hundred_tiles: int
    space: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        flipped = self.flipped

        hundred_tiles = self.hundred_tiles

        space = self.space

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "flipped": flipped,
                "hundred_tiles": hundred_tiles,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        flipped = d.pop("flipped")

        hundred_tiles = d.pop("hundred_tiles")

        space = d.pop("space")

        game_result_players_item_influence_track = cls(
            flipped=flipped,
            hundred_tiles=hundred_tiles,
            space=space,
        )

        game_result_players_item_influence_track.additional_properties = d
        return game_result_players_item_influence_track

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
