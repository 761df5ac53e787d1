from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SabbaticalScholarMovedEventDataCommand")


@_attrs_define
class SabbaticalScholarMovedEventDataCommand:
    """
    Attributes:
        action (str):
        subject (str):
        type_ (str):
    """

    action: str
    subject: str
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        subject = self.subject

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "action": action,
                "subject": subject,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = d.pop("action")

        subject = d.pop("subject")

        type_ = d.pop("type")

        sabbatical_scholar_moved_event_data_command = cls(
            action=action,
            subject=subject,
            type_=type_,
        )

        sabbatical_scholar_moved_event_data_command.additional_properties = d
        return sabbatical_scholar_moved_event_data_command

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
