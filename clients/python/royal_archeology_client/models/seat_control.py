from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.seat_control_controller import SeatControlController
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatControl")


@_attrs_define
class SeatControl:
    """
    Attributes:
        controller (SeatControlController): bot: a bot plays the seat while its player is away; human: the player takes
            it back
        policy (str | Unset): with controller bot: the policy (default heuristic or random)
    """

    controller: SeatControlController
    policy: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        controller = self.controller.value

        policy = self.policy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "controller": controller,
            }
        )
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        controller = SeatControlController(d.pop("controller"))

        policy = d.pop("policy", UNSET)

        seat_control = cls(
            controller=controller,
            policy=policy,
        )

        return seat_control
