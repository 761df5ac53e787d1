from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.round_scored_event_data_lines_item import (
        RoundScoredEventDataLinesItem,
    )


T = TypeVar("T", bound="RoundScoredEventData")


@_attrs_define
class RoundScoredEventData:
    """
    Attributes:
        lines (list[RoundScoredEventDataLinesItem]):
        round_ (int):
    """

    lines: list[RoundScoredEventDataLinesItem]
    round_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        round_ = self.round_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lines": lines,
                "round": round_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.round_scored_event_data_lines_item import (
            RoundScoredEventDataLinesItem,
        )

        d = dict(src_dict)
        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = RoundScoredEventDataLinesItem.from_dict(lines_item_data)

            lines.append(lines_item)

        round_ = d.pop("round")

        round_scored_event_data = cls(
            lines=lines,
            round_=round_,
        )

        round_scored_event_data.additional_properties = d
        return round_scored_event_data

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
