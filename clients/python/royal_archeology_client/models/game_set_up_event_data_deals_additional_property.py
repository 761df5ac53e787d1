from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GameSetUpEventDataDealsAdditionalProperty")


@_attrs_define
class GameSetUpEventDataDealsAdditionalProperty:
    """
    Attributes:
        expeditions (int | list[int]):
        society (int | list[int]):
        study (int | list[int]):
    """

    expeditions: int | list[int]
    society: int | list[int]
    study: int | list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expeditions: int | list[int]
        if isinstance(self.expeditions, list):
            expeditions = self.expeditions

        else:
            expeditions = self.expeditions

        society: int | list[int]
        if isinstance(self.society, list):
            society = self.society

        else:
            society = self.society

        study: int | list[int]
        if isinstance(self.study, list):
            study = self.study

        else:
            study = self.study

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expeditions": expeditions,
                "society": society,
                "study": study,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_expeditions(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                expeditions_type_0 = cast(list[int], data)

                return expeditions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        expeditions = _parse_expeditions(d.pop("expeditions"))

        def _parse_society(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                society_type_0 = cast(list[int], data)

                return society_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        society = _parse_society(d.pop("society"))

        def _parse_study(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                study_type_0 = cast(list[int], data)

                return study_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        study = _parse_study(d.pop("study"))

        game_set_up_event_data_deals_additional_property = cls(
            expeditions=expeditions,
            society=society,
            study=study,
        )

        game_set_up_event_data_deals_additional_property.additional_properties = d
        return game_set_up_event_data_deals_additional_property

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
