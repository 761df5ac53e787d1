from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ClockChargedEventDataChargesItem")


@_attrs_define
class ClockChargedEventDataChargesItem:
    """
    Attributes:
        decided (bool):
        remaining_ms (int):
        seat (int):
        used_ms (int):
    """

    decided: bool
    remaining_ms: int
    seat: int
    used_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decided = self.decided

        remaining_ms = self.remaining_ms

        seat = self.seat

        used_ms = self.used_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decided": decided,
                "remaining_ms": remaining_ms,
                "seat": seat,
                "used_ms": used_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        decided = d.pop("decided")

        remaining_ms = d.pop("remaining_ms")

        seat = d.pop("seat")

        used_ms = d.pop("used_ms")

        clock_charged_event_data_charges_item = cls(
            decided=decided,
            remaining_ms=remaining_ms,
            seat=seat,
            used_ms=used_ms,
        )

        clock_charged_event_data_charges_item.additional_properties = d
        return clock_charged_event_data_charges_item

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
