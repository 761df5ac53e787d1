from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TurnUndoneEventData")


@_attrs_define
class TurnUndoneEventData:
    """a seat took back its own decisions of this turn: the game is as it stood at to_version, less the seat's decisions
    since (docs/UNDO.md); `undone` lists the versions of the decisions' events

        Attributes:
            seat (int):
            to_version (int):
            undone (list[int]):
    """

    seat: int
    to_version: int
    undone: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to_version = self.to_version

        undone = self.undone

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "to_version": to_version,
                "undone": undone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        to_version = d.pop("to_version")

        undone = cast(list[int], d.pop("undone"))

        turn_undone_event_data = cls(
            seat=seat,
            to_version=to_version,
            undone=undone,
        )

        turn_undone_event_data.additional_properties = d
        return turn_undone_event_data

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
