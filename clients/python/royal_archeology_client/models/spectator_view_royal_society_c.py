from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpectatorViewRoyalSocietyC")


@_attrs_define
class SpectatorViewRoyalSocietyC:
    """
    Attributes:
        left (int | None):
        right (list[Any]):
        tile (str):
    """

    left: int | None
    right: list[Any]
    tile: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        left: int | None
        left = self.left

        right = self.right

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "left": left,
                "right": right,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        left = _parse_left(d.pop("left"))

        right = cast(list[Any], d.pop("right"))

        tile = d.pop("tile")

        spectator_view_royal_society_c = cls(
            left=left,
            right=right,
            tile=tile,
        )

        spectator_view_royal_society_c.additional_properties = d
        return spectator_view_royal_society_c

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
