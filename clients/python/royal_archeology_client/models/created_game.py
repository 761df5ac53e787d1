from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.seat import Seat


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        game_id (str):
        seats (list[Seat]):
        version (int):
    """

    game_id: str
    seats: list[Seat]
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seats": seats,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat import Seat

        d = dict(src_dict)
        game_id = d.pop("game_id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        version = d.pop("version")

        created_game = cls(
            game_id=game_id,
            seats=seats,
            version=version,
        )

        return created_game
