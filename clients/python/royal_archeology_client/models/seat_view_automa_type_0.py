from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seat_view_automa_type_0_last_action import (
        SeatViewAutomaType0LastAction,
    )


T = TypeVar("T", bound="SeatViewAutomaType0")


@_attrs_define
class SeatViewAutomaType0:
    """
    Attributes:
        last (int):
        last_action (SeatViewAutomaType0LastAction):
        left (int):
        played (list[int]):
        seat (int):
    """

    last: int
    last_action: SeatViewAutomaType0LastAction
    left: int
    played: list[int]
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        last = self.last

        last_action = self.last_action.to_dict()

        left = self.left

        played = self.played

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "last": last,
                "last_action": last_action,
                "left": left,
                "played": played,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_automa_type_0_last_action import (
            SeatViewAutomaType0LastAction,
        )

        d = dict(src_dict)
        last = d.pop("last")

        last_action = SeatViewAutomaType0LastAction.from_dict(d.pop("last_action"))

        left = d.pop("left")

        played = cast(list[int], d.pop("played"))

        seat = d.pop("seat")

        seat_view_automa_type_0 = cls(
            last=last,
            last_action=last_action,
            left=left,
            played=played,
            seat=seat,
        )

        seat_view_automa_type_0.additional_properties = d
        return seat_view_automa_type_0

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
