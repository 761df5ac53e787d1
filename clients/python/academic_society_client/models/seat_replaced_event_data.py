from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatReplacedEventData")


@_attrs_define
class SeatReplacedEventData:
    """a bot took over a seat (timed out, resigned, or its player away)

    Attributes:
        controller (str):
        policy (str):
        reason (str):
        seat (int):
        version (int | None | Unset): the policy's version (absent before 6 December)
    """

    controller: str
    policy: str
    reason: str
    seat: int
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        controller = self.controller

        policy = self.policy

        reason = self.reason

        seat = self.seat

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "controller": controller,
                "policy": policy,
                "reason": reason,
                "seat": seat,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        controller = d.pop("controller")

        policy = d.pop("policy")

        reason = d.pop("reason")

        seat = d.pop("seat")

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        seat_replaced_event_data = cls(
            controller=controller,
            policy=policy,
            reason=reason,
            seat=seat,
            version=version,
        )

        seat_replaced_event_data.additional_properties = d
        return seat_replaced_event_data

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
