from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_charged_event_data_charges_item import (
        ClockChargedEventDataChargesItem,
    )
    from ..models.clock_charged_event_data_running_item import (
        ClockChargedEventDataRunningItem,
    )


T = TypeVar("T", bound="ClockChargedEventData")


@_attrs_define
class ClockChargedEventData:
    """seats' clocks charged for the time they ran (with the decision that stopped them), and every clock running after
    this append

        Attributes:
            charges (list[ClockChargedEventDataChargesItem]):
            running (list[ClockChargedEventDataRunningItem] | Unset):
    """

    charges: list[ClockChargedEventDataChargesItem]
    running: list[ClockChargedEventDataRunningItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        charges = []
        for charges_item_data in self.charges:
            charges_item = charges_item_data.to_dict()
            charges.append(charges_item)

        running: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.running, Unset):
            running = []
            for running_item_data in self.running:
                running_item = running_item_data.to_dict()
                running.append(running_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "charges": charges,
            }
        )
        if running is not UNSET:
            field_dict["running"] = running

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_charged_event_data_charges_item import (
            ClockChargedEventDataChargesItem,
        )
        from ..models.clock_charged_event_data_running_item import (
            ClockChargedEventDataRunningItem,
        )

        d = dict(src_dict)
        charges = []
        _charges = d.pop("charges")
        for charges_item_data in _charges:
            charges_item = ClockChargedEventDataChargesItem.from_dict(charges_item_data)

            charges.append(charges_item)

        _running = d.pop("running", UNSET)
        running: list[ClockChargedEventDataRunningItem] | Unset = UNSET
        if _running is not UNSET:
            running = []
            for running_item_data in _running:
                running_item = ClockChargedEventDataRunningItem.from_dict(
                    running_item_data
                )

                running.append(running_item)

        clock_charged_event_data = cls(
            charges=charges,
            running=running,
        )

        clock_charged_event_data.additional_properties = d
        return clock_charged_event_data

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
