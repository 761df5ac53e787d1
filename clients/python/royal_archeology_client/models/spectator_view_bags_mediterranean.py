from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewBagsMediterranean")


@_attrs_define
class SpectatorViewBagsMediterranean:
    """
    Attributes:
        pottery (int):
        instrument (int | Unset):
        jewelry (int | Unset):
        scroll (int | Unset):
    """

    pottery: int
    instrument: int | Unset = UNSET
    jewelry: int | Unset = UNSET
    scroll: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pottery = self.pottery

        instrument = self.instrument

        jewelry = self.jewelry

        scroll = self.scroll

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pottery": pottery,
            }
        )
        if instrument is not UNSET:
            field_dict["instrument"] = instrument
        if jewelry is not UNSET:
            field_dict["jewelry"] = jewelry
        if scroll is not UNSET:
            field_dict["scroll"] = scroll

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pottery = d.pop("pottery")

        instrument = d.pop("instrument", UNSET)

        jewelry = d.pop("jewelry", UNSET)

        scroll = d.pop("scroll", UNSET)

        spectator_view_bags_mediterranean = cls(
            pottery=pottery,
            instrument=instrument,
            jewelry=jewelry,
            scroll=scroll,
        )

        spectator_view_bags_mediterranean.additional_properties = d
        return spectator_view_bags_mediterranean

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
