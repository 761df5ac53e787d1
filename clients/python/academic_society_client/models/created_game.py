from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat import Seat


T = TypeVar("T", bound="CreatedGame")


@_attrs_define
class CreatedGame:
    """
    Attributes:
        game_id (str):
        seats (list[Seat]):
        expires_ms (int | Unset): when an open table expires unfilled (ms since 1970)
        status (str | Unset): `open` while open seats wait for players
        version (int | Unset): absent while open seats wait
    """

    game_id: str
    seats: list[Seat]
    expires_ms: int | Unset = UNSET
    status: str | Unset = UNSET
    version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        expires_ms = self.expires_ms

        status = self.status

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seats": seats,
            }
        )
        if expires_ms is not UNSET:
            field_dict["expires_ms"] = expires_ms
        if status is not UNSET:
            field_dict["status"] = status
        if version is not UNSET:
            field_dict["version"] = version

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

        expires_ms = d.pop("expires_ms", UNSET)

        status = d.pop("status", UNSET)

        version = d.pop("version", UNSET)

        created_game = cls(
            game_id=game_id,
            seats=seats,
            expires_ms=expires_ms,
            status=status,
            version=version,
        )

        return created_game
