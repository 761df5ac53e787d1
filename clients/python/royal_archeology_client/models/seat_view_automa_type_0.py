from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_view_automa_type_0_last_action import (
        SeatViewAutomaType0LastAction,
    )


T = TypeVar("T", bound="SeatViewAutomaType0")


@_attrs_define
class SeatViewAutomaType0:
    """
    Attributes:
        last (int | None):
        left (int):
        played (list[int]):
        seat (int):
        last_action (SeatViewAutomaType0LastAction | Unset):
    """

    last: int | None
    left: int
    played: list[int]
    seat: int
    last_action: SeatViewAutomaType0LastAction | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        last: int | None
        last = self.last

        left = self.left

        played = self.played

        seat = self.seat

        last_action: dict[str, Any] | Unset = UNSET
        if not isinstance(self.last_action, Unset):
            last_action = self.last_action.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "last": last,
                "left": left,
                "played": played,
                "seat": seat,
            }
        )
        if last_action is not UNSET:
            field_dict["last_action"] = last_action

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_automa_type_0_last_action import (
            SeatViewAutomaType0LastAction,
        )

        d = dict(src_dict)

        def _parse_last(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last = _parse_last(d.pop("last"))

        left = d.pop("left")

        played = cast(list[int], d.pop("played"))

        seat = d.pop("seat")

        _last_action = d.pop("last_action", UNSET)
        last_action: SeatViewAutomaType0LastAction | Unset
        if isinstance(_last_action, Unset):
            last_action = UNSET
        else:
            last_action = SeatViewAutomaType0LastAction.from_dict(_last_action)

        seat_view_automa_type_0 = cls(
            last=last,
            left=left,
            played=played,
            seat=seat,
            last_action=last_action,
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
