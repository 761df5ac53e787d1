from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SpectatorViewPlayersItemKnowledge")


@_attrs_define
class SpectatorViewPlayersItemKnowledge:
    """
    Attributes:
        africa (int):
        asia (int):
        mediterranean (int):
        south_america (int):
    """

    africa: int
    asia: int
    mediterranean: int
    south_america: int
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
        africa = d.pop("africa")

        asia = d.pop("asia")

        mediterranean = d.pop("mediterranean")

        south_america = d.pop("south_america")

        spectator_view_players_item_knowledge = cls(
            africa=africa,
            asia=asia,
            mediterranean=mediterranean,
            south_america=south_america,
        )

        spectator_view_players_item_knowledge.additional_properties = d
        return spectator_view_players_item_knowledge

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
