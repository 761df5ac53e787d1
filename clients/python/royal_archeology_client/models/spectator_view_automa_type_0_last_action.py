from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewAutomaType0LastAction")


@_attrs_define
class SpectatorViewAutomaType0LastAction:
    """
    Attributes:
        kind (str):
        level (int | Unset):
        location (str | Unset):
        stack (int | Unset):
        tile (str | Unset):
    """

    kind: str
    level: int | Unset = UNSET
    location: str | Unset = UNSET
    stack: int | Unset = UNSET
    tile: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        level = self.level

        location = self.location

        stack = self.stack

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level
        if location is not UNSET:
            field_dict["location"] = location
        if stack is not UNSET:
            field_dict["stack"] = stack
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        level = d.pop("level", UNSET)

        location = d.pop("location", UNSET)

        stack = d.pop("stack", UNSET)

        tile = d.pop("tile", UNSET)

        spectator_view_automa_type_0_last_action = cls(
            kind=kind,
            level=level,
            location=location,
            stack=stack,
            tile=tile,
        )

        spectator_view_automa_type_0_last_action.additional_properties = d
        return spectator_view_automa_type_0_last_action

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
