from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InfluenceConvertedEventData")


@_attrs_define
class InfluenceConvertedEventData:
    """
    Attributes:
        gained (int):
        seat (int):
        source (int):
        spent (int):
        value (int):
    """

    gained: int
    seat: int
    source: int
    spent: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        gained = self.gained

        seat = self.seat

        source = self.source

        spent = self.spent

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "gained": gained,
                "seat": seat,
                "source": source,
                "spent": spent,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gained = d.pop("gained")

        seat = d.pop("seat")

        source = d.pop("source")

        spent = d.pop("spent")

        value = d.pop("value")

        influence_converted_event_data = cls(
            gained=gained,
            seat=seat,
            source=source,
            spent=spent,
            value=value,
        )

        influence_converted_event_data.additional_properties = d
        return influence_converted_event_data

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
