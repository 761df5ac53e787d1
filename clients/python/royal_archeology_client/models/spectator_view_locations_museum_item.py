from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewLocationsMuseumItem")


@_attrs_define
class SpectatorViewLocationsMuseumItem:
    """
    Attributes:
        level (int):
        seat (int):
        explorer (int | Unset):
        fixed (bool | Unset):
    """

    level: int
    seat: int
    explorer: int | Unset = UNSET
    fixed: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level = self.level

        seat = self.seat

        explorer = self.explorer

        fixed = self.fixed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "level": level,
                "seat": seat,
            }
        )
        if explorer is not UNSET:
            field_dict["explorer"] = explorer
        if fixed is not UNSET:
            field_dict["fixed"] = fixed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        level = d.pop("level")

        seat = d.pop("seat")

        explorer = d.pop("explorer", UNSET)

        fixed = d.pop("fixed", UNSET)

        spectator_view_locations_museum_item = cls(
            level=level,
            seat=seat,
            explorer=explorer,
            fixed=fixed,
        )

        spectator_view_locations_museum_item.additional_properties = d
        return spectator_view_locations_museum_item

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
