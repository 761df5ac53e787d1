from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.treatise_replaced_event_data_command import (
        TreatiseReplacedEventDataCommand,
    )


T = TypeVar("T", bound="TreatiseReplacedEventData")


@_attrs_define
class TreatiseReplacedEventData:
    """
    Attributes:
        command (TreatiseReplacedEventDataCommand):
        seat (int):
    """

    command: TreatiseReplacedEventDataCommand
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.treatise_replaced_event_data_command import (
            TreatiseReplacedEventDataCommand,
        )

        d = dict(src_dict)
        command = TreatiseReplacedEventDataCommand.from_dict(d.pop("command"))

        seat = d.pop("seat")

        treatise_replaced_event_data = cls(
            command=command,
            seat=seat,
        )

        treatise_replaced_event_data.additional_properties = d
        return treatise_replaced_event_data

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
