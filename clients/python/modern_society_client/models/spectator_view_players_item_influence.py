from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpectatorViewPlayersItemInfluence")


@_attrs_define
class SpectatorViewPlayersItemInfluence:
    """
    Attributes:
        black (int):
        blue (int):
        green (int):
        red (int):
    """

    black: int
    blue: int
    green: int
    red: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        black = self.black

        blue = self.blue

        green = self.green

        red = self.red

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "Black": black,
                "Blue": blue,
                "Green": green,
                "Red": red,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        black = d.pop("Black")

        blue = d.pop("Blue")

        green = d.pop("Green")

        red = d.pop("Red")

        spectator_view_players_item_influence = cls(
            black=black,
            blue=blue,
            green=green,
            red=red,
        )

        spectator_view_players_item_influence.additional_properties = d
        return spectator_view_players_item_influence

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
