from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpectatorViewGalleryItem")


@_attrs_define
class SpectatorViewGalleryItem:
    """
    Attributes:
        discs (list[int | None]):
        side (int):
        tile (int):
    """

    discs: list[int | None]
    side: int
    tile: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discs = []
        for discs_item_data in self.discs:
            discs_item: int | None
            discs_item = discs_item_data
            discs.append(discs_item)

        side = self.side

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discs": discs,
                "side": side,
                "tile": tile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discs = []
        _discs = d.pop("discs")
        for discs_item_data in _discs:

            def _parse_discs_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            discs_item = _parse_discs_item(discs_item_data)

            discs.append(discs_item)

        side = d.pop("side")

        tile = d.pop("tile")

        spectator_view_gallery_item = cls(
            discs=discs,
            side=side,
            tile=tile,
        )

        spectator_view_gallery_item.additional_properties = d
        return spectator_view_gallery_item

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
