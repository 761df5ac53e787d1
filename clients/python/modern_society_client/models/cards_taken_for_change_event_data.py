from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CardsTakenForChangeEventData")


@_attrs_define
class CardsTakenForChangeEventData:
    """
    Attributes:
        seat (int):
        taken (list[list[int | None | str]]):
    """

    seat: int
    taken: list[list[int | None | str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        taken = []
        for taken_item_data in self.taken:
            taken_item = []
            for taken_item_item_data in taken_item_data:
                taken_item_item: int | None | str
                taken_item_item = taken_item_item_data
                taken_item.append(taken_item_item)

            taken.append(taken_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "taken": taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        taken = []
        _taken = d.pop("taken")
        for taken_item_data in _taken:
            taken_item = []
            _taken_item = taken_item_data
            for taken_item_item_data in _taken_item:

                def _parse_taken_item_item(data: object) -> int | None | str:
                    if data is None:
                        return data
                    return cast(int | None | str, data)

                taken_item_item = _parse_taken_item_item(taken_item_item_data)

                taken_item.append(taken_item_item)

            taken.append(taken_item)

        cards_taken_for_change_event_data = cls(
            seat=seat,
            taken=taken,
        )

        cards_taken_for_change_event_data.additional_properties = d
        return cards_taken_for_change_event_data

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
