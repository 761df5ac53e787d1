from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seat_view_bags_africa import SeatViewBagsAfrica
    from ..models.seat_view_bags_asia import SeatViewBagsAsia
    from ..models.seat_view_bags_mediterranean import SeatViewBagsMediterranean
    from ..models.seat_view_bags_south_america import SeatViewBagsSouthAmerica


T = TypeVar("T", bound="SeatViewBags")


@_attrs_define
class SeatViewBags:
    """
    Attributes:
        africa (SeatViewBagsAfrica):
        asia (SeatViewBagsAsia):
        mediterranean (SeatViewBagsMediterranean):
        south_america (SeatViewBagsSouthAmerica):
    """

    africa: SeatViewBagsAfrica
    asia: SeatViewBagsAsia
    mediterranean: SeatViewBagsMediterranean
    south_america: SeatViewBagsSouthAmerica
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        africa = self.africa.to_dict()

        asia = self.asia.to_dict()

        mediterranean = self.mediterranean.to_dict()

        south_america = self.south_america.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "africa": africa,
                "asia": asia,
                "mediterranean": mediterranean,
                "south_america": south_america,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_bags_africa import SeatViewBagsAfrica
        from ..models.seat_view_bags_asia import SeatViewBagsAsia
        from ..models.seat_view_bags_mediterranean import SeatViewBagsMediterranean
        from ..models.seat_view_bags_south_america import SeatViewBagsSouthAmerica

        d = dict(src_dict)
        africa = SeatViewBagsAfrica.from_dict(d.pop("africa"))

        asia = SeatViewBagsAsia.from_dict(d.pop("asia"))

        mediterranean = SeatViewBagsMediterranean.from_dict(d.pop("mediterranean"))

        south_america = SeatViewBagsSouthAmerica.from_dict(d.pop("south_america"))

        seat_view_bags = cls(
            africa=africa,
            asia=asia,
            mediterranean=mediterranean,
            south_america=south_america,
        )

        seat_view_bags.additional_properties = d
        return seat_view_bags

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
