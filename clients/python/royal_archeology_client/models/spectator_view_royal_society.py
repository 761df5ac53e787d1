from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_royal_society_a import SpectatorViewRoyalSocietyA
    from ..models.spectator_view_royal_society_b import SpectatorViewRoyalSocietyB
    from ..models.spectator_view_royal_society_c import SpectatorViewRoyalSocietyC


T = TypeVar("T", bound="SpectatorViewRoyalSociety")


@_attrs_define
class SpectatorViewRoyalSociety:
    """
    Attributes:
        a (SpectatorViewRoyalSocietyA):
        b (SpectatorViewRoyalSocietyB):
        c (SpectatorViewRoyalSocietyC):
    """

    a: SpectatorViewRoyalSocietyA
    b: SpectatorViewRoyalSocietyB
    c: SpectatorViewRoyalSocietyC
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
        from ..models.spectator_view_royal_society_a import SpectatorViewRoyalSocietyA
        from ..models.spectator_view_royal_society_b import SpectatorViewRoyalSocietyB
        from ..models.spectator_view_royal_society_c import SpectatorViewRoyalSocietyC

        d = dict(src_dict)
        a = SpectatorViewRoyalSocietyA.from_dict(d.pop("A"))

        b = SpectatorViewRoyalSocietyB.from_dict(d.pop("B"))

        c = SpectatorViewRoyalSocietyC.from_dict(d.pop("C"))

        spectator_view_royal_society = cls(
            a=a,
            b=b,
            c=c,
        )

        spectator_view_royal_society.additional_properties = d
        return spectator_view_royal_society

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
