from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatViewPendingType0")


@_attrs_define
class SeatViewPendingType0:
    """
    Attributes:
        k (str):
        seat (int):
        amounts (list[int] | Unset):
        bag_only (bool | Unset):
        cards (int | list[int] | Unset):
        distinct (bool | Unset):
        exclude (list[Any] | Unset):
        explorer (int | Unset):
        left (int | Unset):
        level (int | Unset):
        location (str | Unset):
        regions (list[str] | Unset):
        rewarded (list[int] | Unset):
        stack (str | Unset):
        support (int | Unset):
        tiles (list[str] | Unset):
    """

    k: str
    seat: int
    amounts: list[int] | Unset = UNSET
    bag_only: bool | Unset = UNSET
    cards: int | list[int] | Unset = UNSET
    distinct: bool | Unset = UNSET
    exclude: list[Any] | Unset = UNSET
    explorer: int | Unset = UNSET
    left: int | Unset = UNSET
    level: int | Unset = UNSET
    location: str | Unset = UNSET
    regions: list[str] | Unset = UNSET
    rewarded: list[int] | Unset = UNSET
    stack: str | Unset = UNSET
    support: int | Unset = UNSET
    tiles: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        k = self.k

        seat = self.seat

        amounts: list[int] | Unset = UNSET
        if not isinstance(self.amounts, Unset):
            amounts = self.amounts

        bag_only = self.bag_only

        cards: int | list[int] | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        distinct = self.distinct

        exclude: list[Any] | Unset = UNSET
        if not isinstance(self.exclude, Unset):
            exclude = self.exclude

        explorer = self.explorer

        left = self.left

        level = self.level

        location = self.location

        regions: list[str] | Unset = UNSET
        if not isinstance(self.regions, Unset):
            regions = self.regions

        rewarded: list[int] | Unset = UNSET
        if not isinstance(self.rewarded, Unset):
            rewarded = self.rewarded

        stack = self.stack

        support = self.support

        tiles: list[str] | Unset = UNSET
        if not isinstance(self.tiles, Unset):
            tiles = self.tiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "k": k,
                "seat": seat,
            }
        )
        if amounts is not UNSET:
            field_dict["amounts"] = amounts
        if bag_only is not UNSET:
            field_dict["bag_only"] = bag_only
        if cards is not UNSET:
            field_dict["cards"] = cards
        if distinct is not UNSET:
            field_dict["distinct"] = distinct
        if exclude is not UNSET:
            field_dict["exclude"] = exclude
        if explorer is not UNSET:
            field_dict["explorer"] = explorer
        if left is not UNSET:
            field_dict["left"] = left
        if level is not UNSET:
            field_dict["level"] = level
        if location is not UNSET:
            field_dict["location"] = location
        if regions is not UNSET:
            field_dict["regions"] = regions
        if rewarded is not UNSET:
            field_dict["rewarded"] = rewarded
        if stack is not UNSET:
            field_dict["stack"] = stack
        if support is not UNSET:
            field_dict["support"] = support
        if tiles is not UNSET:
            field_dict["tiles"] = tiles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        k = d.pop("k")

        seat = d.pop("seat")

        amounts = cast(list[int], d.pop("amounts", UNSET))

        bag_only = d.pop("bag_only", UNSET)

        def _parse_cards(data: object) -> int | list[int] | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[int], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int] | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        distinct = d.pop("distinct", UNSET)

        exclude = cast(list[Any], d.pop("exclude", UNSET))

        explorer = d.pop("explorer", UNSET)

        left = d.pop("left", UNSET)

        level = d.pop("level", UNSET)

        location = d.pop("location", UNSET)

        regions = cast(list[str], d.pop("regions", UNSET))

        rewarded = cast(list[int], d.pop("rewarded", UNSET))

        stack = d.pop("stack", UNSET)

        support = d.pop("support", UNSET)

        tiles = cast(list[str], d.pop("tiles", UNSET))

        seat_view_pending_type_0 = cls(
            k=k,
            seat=seat,
            amounts=amounts,
            bag_only=bag_only,
            cards=cards,
            distinct=distinct,
            exclude=exclude,
            explorer=explorer,
            left=left,
            level=level,
            location=location,
            regions=regions,
            rewarded=rewarded,
            stack=stack,
            support=support,
            tiles=tiles,
        )

        seat_view_pending_type_0.additional_properties = d
        return seat_view_pending_type_0

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
