from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatViewLawSupplyItem")


@_attrs_define
class SeatViewLawSupplyItem:
    """
    Attributes:
        ability (str):
        cost (int):
        id (str):
        value (str):
        vp (int):
    """

    ability: str
    cost: int
    id: str
    value: str
    vp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ability = self.ability

        cost = self.cost

        id = self.id

        value = self.value

        vp = self.vp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ability": ability,
                "cost": cost,
                "id": id,
                "value": value,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ability = d.pop("ability")

        cost = d.pop("cost")

        id = d.pop("id")

        value = d.pop("value")

        vp = d.pop("vp")

        seat_view_law_supply_item = cls(
            ability=ability,
            cost=cost,
            id=id,
            value=value,
            vp=vp,
        )

        seat_view_law_supply_item.additional_properties = d
        return seat_view_law_supply_item

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
