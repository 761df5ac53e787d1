from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_clock import SeatClock


T = TypeVar("T", bound="GameClock")


@_attrs_define
class GameClock:
    """
    Attributes:
        kind (str):
        seats (list[SeatClock]):
        as_of (None | str | Unset): the time of the last append
        base_s (float | Unset):
        increment_s (float | Unset):
        on_timeout (str | Unset):
        per_decision_s (float | Unset):
        timeout_policy (str | Unset):
    """

    kind: str
    seats: list[SeatClock]
    as_of: None | str | Unset = UNSET
    base_s: float | Unset = UNSET
    increment_s: float | Unset = UNSET
    on_timeout: str | Unset = UNSET
    per_decision_s: float | Unset = UNSET
    timeout_policy: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        as_of: None | str | Unset
        if isinstance(self.as_of, Unset):
            as_of = UNSET
        else:
            as_of = self.as_of

        base_s = self.base_s

        increment_s = self.increment_s

        on_timeout = self.on_timeout

        per_decision_s = self.per_decision_s

        timeout_policy = self.timeout_policy

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "seats": seats,
            }
        )
        if as_of is not UNSET:
            field_dict["as_of"] = as_of
        if base_s is not UNSET:
            field_dict["base_s"] = base_s
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if per_decision_s is not UNSET:
            field_dict["per_decision_s"] = per_decision_s
        if timeout_policy is not UNSET:
            field_dict["timeout_policy"] = timeout_policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_clock import SeatClock

        d = dict(src_dict)
        kind = d.pop("kind")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatClock.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_as_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        as_of = _parse_as_of(d.pop("as_of", UNSET))

        base_s = d.pop("base_s", UNSET)

        increment_s = d.pop("increment_s", UNSET)

        on_timeout = d.pop("on_timeout", UNSET)

        per_decision_s = d.pop("per_decision_s", UNSET)

        timeout_policy = d.pop("timeout_policy", UNSET)

        game_clock = cls(
            kind=kind,
            seats=seats,
            as_of=as_of,
            base_s=base_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
            per_decision_s=per_decision_s,
            timeout_policy=timeout_policy,
        )

        game_clock.additional_properties = d
        return game_clock

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
