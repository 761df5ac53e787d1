from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockChargedEventDataRunningItem")


@_attrs_define
class ClockChargedEventDataRunningItem:
    """
    Attributes:
        remaining_ms (int):
        seat (int):
        deadline (str | Unset):
    """

    remaining_ms: int
    seat: int
    deadline: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        remaining_ms = self.remaining_ms

        seat = self.seat

        deadline = self.deadline

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "remaining_ms": remaining_ms,
                "seat": seat,
            }
        )
        if deadline is not UNSET:
            field_dict["deadline"] = deadline

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        remaining_ms = d.pop("remaining_ms")

        seat = d.pop("seat")

        deadline = d.pop("deadline", UNSET)

        clock_charged_event_data_running_item = cls(
            remaining_ms=remaining_ms,
            seat=seat,
            deadline=deadline,
        )

        clock_charged_event_data_running_item.additional_properties = d
        return clock_charged_event_data_running_item

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
