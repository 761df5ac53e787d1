from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RoundScoredEventDataLinesItem")


@_attrs_define
class RoundScoredEventDataLinesItem:
    """
    Attributes:
        base (int):
        extra (int):
        gain (int):
        modifier (int):
        penalty (int):
        seat (int):
        total (int):
        value (int):
    """

    base: int
    extra: int
    gain: int
    modifier: int
    penalty: int
    seat: int
    total: int
    value: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        base = self.base

        extra = self.extra

        gain = self.gain

        modifier = self.modifier

        penalty = self.penalty

        seat = self.seat

        total = self.total

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "base": base,
                "extra": extra,
                "gain": gain,
                "modifier": modifier,
                "penalty": penalty,
                "seat": seat,
                "total": total,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        base = d.pop("base")

        extra = d.pop("extra")

        gain = d.pop("gain")

        modifier = d.pop("modifier")

        penalty = d.pop("penalty")

        seat = d.pop("seat")

        total = d.pop("total")

        value = d.pop("value")

        round_scored_event_data_lines_item = cls(
            base=base,
            extra=extra,
            gain=gain,
            modifier=modifier,
            penalty=penalty,
            seat=seat,
            total=total,
            value=value,
        )

        round_scored_event_data_lines_item.additional_properties = d
        return round_scored_event_data_lines_item

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
