from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CardsRevealedEventData")


@_attrs_define
class CardsRevealedEventData:
    """
    Attributes:
        cards (list[list[int | str]]):
        wave (int):
    """

    cards: list[list[int | str]]
    wave: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = []
            for cards_item_item_data in cards_item_data:
                cards_item_item: int | str
                cards_item_item = cards_item_item_data
                cards_item.append(cards_item_item)

            cards.append(cards_item)

        wave = self.wave

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "wave": wave,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = []
            _cards_item = cards_item_data
            for cards_item_item_data in _cards_item:

                def _parse_cards_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                cards_item_item = _parse_cards_item_item(cards_item_item_data)

                cards_item.append(cards_item_item)

            cards.append(cards_item)

        wave = d.pop("wave")

        cards_revealed_event_data = cls(
            cards=cards,
            wave=wave,
        )

        cards_revealed_event_data.additional_properties = d
        return cards_revealed_event_data

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
