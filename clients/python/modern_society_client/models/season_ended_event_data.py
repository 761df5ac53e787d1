from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeasonEndedEventData")


@_attrs_define
class SeasonEndedEventData:
    """
    Attributes:
        discarded (list[str]):
        season (int):
        straightened (list[list[int]]):
    """

    discarded: list[str]
    season: int
    straightened: list[list[int]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        discarded = self.discarded

        season = self.season

        straightened = []
        for straightened_item_data in self.straightened:
            straightened_item = straightened_item_data

            straightened.append(straightened_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "discarded": discarded,
                "season": season,
                "straightened": straightened,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        discarded = cast(list[str], d.pop("discarded"))

        season = d.pop("season")

        straightened = []
        _straightened = d.pop("straightened")
        for straightened_item_data in _straightened:
            straightened_item = cast(list[int], straightened_item_data)

            straightened.append(straightened_item)

        season_ended_event_data = cls(
            discarded=discarded,
            season=season,
            straightened=straightened,
        )

        season_ended_event_data.additional_properties = d
        return season_ended_event_data

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
