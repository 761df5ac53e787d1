from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.game_result_players_item_lines_item import (
        GameResultPlayersItemLinesItem,
    )


T = TypeVar("T", bound="GameResultPlayersItem")


@_attrs_define
class GameResultPlayersItem:
    """
    Attributes:
        lines (list[GameResultPlayersItemLinesItem]):
        seat (int):
        tiebreak (list[int]):
        total (int):
    """

    lines: list[GameResultPlayersItemLinesItem]
    seat: int
    tiebreak: list[int]
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lines = []
        for lines_item_data in self.lines:
            lines_item = lines_item_data.to_dict()
            lines.append(lines_item)

        seat = self.seat

        tiebreak = self.tiebreak

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lines": lines,
                "seat": seat,
                "tiebreak": tiebreak,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_result_players_item_lines_item import (
            GameResultPlayersItemLinesItem,
        )

        d = dict(src_dict)
        lines = []
        _lines = d.pop("lines")
        for lines_item_data in _lines:
            lines_item = GameResultPlayersItemLinesItem.from_dict(lines_item_data)

            lines.append(lines_item)

        seat = d.pop("seat")

        tiebreak = cast(list[int], d.pop("tiebreak"))

        total = d.pop("total")

        game_result_players_item = cls(
            lines=lines,
            seat=seat,
            tiebreak=tiebreak,
            total=total,
        )

        game_result_players_item.additional_properties = d
        return game_result_players_item

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
