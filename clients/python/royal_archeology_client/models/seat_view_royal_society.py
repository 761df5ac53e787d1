from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seat_view_royal_society_a import SeatViewRoyalSocietyA
    from ..models.seat_view_royal_society_b import SeatViewRoyalSocietyB
    from ..models.seat_view_royal_society_c import SeatViewRoyalSocietyC


T = TypeVar("T", bound="SeatViewRoyalSociety")


@_attrs_define
class SeatViewRoyalSociety:
    """
    Attributes:
        a (SeatViewRoyalSocietyA):
        b (SeatViewRoyalSocietyB):
        c (SeatViewRoyalSocietyC):
    """

    a: SeatViewRoyalSocietyA
    b: SeatViewRoyalSocietyB
    c: SeatViewRoyalSocietyC
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        a = self.a.to_dict()

        b = self.b.to_dict()

        c = self.c.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "A": a,
                "B": b,
                "C": c,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_royal_society_a import SeatViewRoyalSocietyA
        from ..models.seat_view_royal_society_b import SeatViewRoyalSocietyB
        from ..models.seat_view_royal_society_c import SeatViewRoyalSocietyC

        d = dict(src_dict)
        a = SeatViewRoyalSocietyA.from_dict(d.pop("A"))

        b = SeatViewRoyalSocietyB.from_dict(d.pop("B"))

        c = SeatViewRoyalSocietyC.from_dict(d.pop("C"))

        seat_view_royal_society = cls(
            a=a,
            b=b,
            c=c,
        )

        seat_view_royal_society.additional_properties = d
        return seat_view_royal_society

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
