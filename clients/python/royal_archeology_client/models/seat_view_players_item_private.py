from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatViewPlayersItemPrivate")


@_attrs_define
class SeatViewPlayersItemPrivate:
    """
    Attributes:
        hand (list[int]):
        offer_expeditions (list[int]):
        offer_society (list[int]):
        study (list[int]):
    """

    hand: list[int]
    offer_expeditions: list[int]
    offer_society: list[int]
    study: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        offer_expeditions = self.offer_expeditions

        offer_society = self.offer_society

        study = self.study

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hand": hand,
                "offer_expeditions": offer_expeditions,
                "offer_society": offer_society,
                "study": study,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hand = cast(list[int], d.pop("hand"))

        offer_expeditions = cast(list[int], d.pop("offer_expeditions"))

        offer_society = cast(list[int], d.pop("offer_society"))

        study = cast(list[int], d.pop("study"))

        seat_view_players_item_private = cls(
            hand=hand,
            offer_expeditions=offer_expeditions,
            offer_society=offer_society,
            study=study,
        )

        seat_view_players_item_private.additional_properties = d
        return seat_view_players_item_private

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
