from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewBagsSouthAmerica")


@_attrs_define
class SpectatorViewBagsSouthAmerica:
    """
    Attributes:
        jewelry (int):
        scroll (int):
        instrument (int | Unset):
        pottery (int | Unset):
    """

    jewelry: int
    scroll: int
    instrument: int | Unset = UNSET
    pottery: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        jewelry = self.jewelry

        scroll = self.scroll

        instrument = self.instrument

        pottery = self.pottery

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "jewelry": jewelry,
                "scroll": scroll,
            }
        )
        if instrument is not UNSET:
            field_dict["instrument"] = instrument
        if pottery is not UNSET:
            field_dict["pottery"] = pottery

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        jewelry = d.pop("jewelry")

        scroll = d.pop("scroll")

        instrument = d.pop("instrument", UNSET)

        pottery = d.pop("pottery", UNSET)

        spectator_view_bags_south_america = cls(
            jewelry=jewelry,
            scroll=scroll,
            instrument=instrument,
            pottery=pottery,
        )

        spectator_view_bags_south_america.additional_properties = d
        return spectator_view_bags_south_america

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
