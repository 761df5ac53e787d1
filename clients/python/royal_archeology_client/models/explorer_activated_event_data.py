from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.explorer_activated_event_data_command import (
        ExplorerActivatedEventDataCommand,
    )


T = TypeVar("T", bound="ExplorerActivatedEventData")


@_attrs_define
class ExplorerActivatedEventData:
    """
    Attributes:
        command (ExplorerActivatedEventDataCommand):
        seat (int):
        rolls (list[Any] | Unset):
    """

    command: ExplorerActivatedEventDataCommand
    seat: int
    rolls: list[Any] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        command = self.command.to_dict()

        seat = self.seat

        rolls: list[Any] | Unset = UNSET
        if not isinstance(self.rolls, Unset):
            rolls = self.rolls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "command": command,
                "seat": seat,
            }
        )
        if rolls is not UNSET:
            field_dict["rolls"] = rolls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.explorer_activated_event_data_command import (
            ExplorerActivatedEventDataCommand,
        )

        d = dict(src_dict)
        command = ExplorerActivatedEventDataCommand.from_dict(d.pop("command"))

        seat = d.pop("seat")

        rolls = cast(list[Any], d.pop("rolls", UNSET))

        explorer_activated_event_data = cls(
            command=command,
            seat=seat,
            rolls=rolls,
        )

        explorer_activated_event_data.additional_properties = d
        return explorer_activated_event_data

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
