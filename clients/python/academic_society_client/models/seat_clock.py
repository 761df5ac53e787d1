from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatClock")


@_attrs_define
class SeatClock:
    """
    Attributes:
        controller (str): human, bot or automa
        remaining_s (float): the bank when the clock last stopped or started; a running clock counts down to deadline
        running (bool):
        seat (int):
        status (str): playing, away, resigned or timed_out
        deadline (None | str | Unset): when the running clock runs out (ISO 8601)
        policy (None | str | Unset):
        running_since (None | str | Unset):
    """

    controller: str
    remaining_s: float
    running: bool
    seat: int
    status: str
    deadline: None | str | Unset = UNSET
    policy: None | str | Unset = UNSET
    running_since: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        controller = self.controller

        remaining_s = self.remaining_s

        running = self.running

        seat = self.seat

        status = self.status

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        policy: None | str | Unset
        if isinstance(self.policy, Unset):
            policy = UNSET
        else:
            policy = self.policy

        running_since: None | str | Unset
        if isinstance(self.running_since, Unset):
            running_since = UNSET
        else:
            running_since = self.running_since

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "controller": controller,
                "remaining_s": remaining_s,
                "running": running,
                "seat": seat,
                "status": status,
            }
        )
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if policy is not UNSET:
            field_dict["policy"] = policy
        if running_since is not UNSET:
            field_dict["running_since"] = running_since

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        controller = d.pop("controller")

        remaining_s = d.pop("remaining_s")

        running = d.pop("running")

        seat = d.pop("seat")

        status = d.pop("status")

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_policy(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        policy = _parse_policy(d.pop("policy", UNSET))

        def _parse_running_since(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        running_since = _parse_running_since(d.pop("running_since", UNSET))

        seat_clock = cls(
            controller=controller,
            remaining_s=remaining_s,
            running=running,
            seat=seat,
            status=status,
            deadline=deadline,
            policy=policy,
            running_since=running_since,
        )

        return seat_clock
