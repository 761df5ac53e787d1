from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpectatorViewTrackItem")


@_attrs_define
class SpectatorViewTrackItem:
    """
    Attributes:
        modifier (int):
        offset (int):
        value (str):
    """

    modifier: int
    offset: int
    value: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        modifier = self.modifier

        offset = self.offset

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "modifier": modifier,
                "offset": offset,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        modifier = d.pop("modifier")

        offset = d.pop("offset")

        value = d.pop("value")

        spectator_view_track_item = cls(
            modifier=modifier,
            offset=offset,
            value=value,
        )

        spectator_view_track_item.additional_properties = d
        return spectator_view_track_item

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
