from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_royal_requirements_discs import (
        SpectatorViewRoyalRequirementsDiscs,
    )


T = TypeVar("T", bound="SpectatorViewRoyalRequirements")


@_attrs_define
class SpectatorViewRoyalRequirements:
    """
    Attributes:
        field_1 (str):
        field_2 (str):
        discs (SpectatorViewRoyalRequirementsDiscs):
    """

    field_1: str
    field_2: str
    discs: SpectatorViewRoyalRequirementsDiscs
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field_1 = self.field_1

        field_2 = self.field_2

        discs = self.discs.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "1": field_1,
                "2": field_2,
                "discs": discs,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_royal_requirements_discs import (
            SpectatorViewRoyalRequirementsDiscs,
        )

        d = dict(src_dict)
        field_1 = d.pop("1")

        field_2 = d.pop("2")

        discs = SpectatorViewRoyalRequirementsDiscs.from_dict(d.pop("discs"))

        spectator_view_royal_requirements = cls(
            field_1=field_1,
            field_2=field_2,
            discs=discs,
        )

        spectator_view_royal_requirements.additional_properties = d
        return spectator_view_royal_requirements

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
