from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewBagsAfrica")


@_attrs_define
class SpectatorViewBagsAfrica:
    """
    Attributes:
        instrument (int):
        jewelry (int):
        pottery (int | Unset):
        scroll (int | Unset):
    """

    instrument: int
    jewelry: int
    pottery: int | Unset = UNSET
    scroll: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        instrument = self.instrument

        jewelry = self.jewelry

        pottery = self.pottery

        scroll = self.scroll

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "instrument": instrument,
                "jewelry": jewelry,
            }
        )
        if pottery is not UNSET:
            field_dict["pottery"] = pottery
        if scroll is not UNSET:
            field_dict["scroll"] = scroll

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        instrument = d.pop("instrument")

        jewelry = d.pop("jewelry")

        pottery = d.pop("pottery", UNSET)

        scroll = d.pop("scroll", UNSET)

        spectator_view_bags_africa = cls(
            instrument=instrument,
            jewelry=jewelry,
            pottery=pottery,
            scroll=scroll,
        )

        spectator_view_bags_africa.additional_properties = d
        return spectator_view_bags_africa

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
