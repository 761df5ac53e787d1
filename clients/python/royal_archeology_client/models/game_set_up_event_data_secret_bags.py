from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameSetUpEventDataSecretBags")


@_attrs_define
class GameSetUpEventDataSecretBags:
    """
    Attributes:
        africa (list[str]):
        asia (list[str]):
        mediterranean (list[str]):
        south_america (list[str]):
    """

    africa: list[str]
    asia: list[str]
    mediterranean: list[str]
    south_america: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        africa = self.africa

        asia = self.asia

        mediterranean = self.mediterranean

        south_america = self.south_america

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
        d = dict(src_dict)
        africa = cast(list[str], d.pop("africa"))

        asia = cast(list[str], d.pop("asia"))

        mediterranean = cast(list[str], d.pop("mediterranean"))

        south_america = cast(list[str], d.pop("south_america"))

        game_set_up_event_data_secret_bags = cls(
            africa=africa,
            asia=asia,
            mediterranean=mediterranean,
            south_america=south_america,
        )

        game_set_up_event_data_secret_bags.additional_properties = d
        return game_set_up_event_data_secret_bags

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
