from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_options import TableOptions
    from ..models.table_seats_item import TableSeatsItem


T = TypeVar("T", bound="Table")


@_attrs_define
class Table:
    """
    Attributes:
        expires_ms (int):
        game (str):
        game_id (str):
        seats (list[TableSeatsItem]):
        status (str): open, starting, started or expired
        options (TableOptions | Unset):
    """

    expires_ms: int
    game: str
    game_id: str
    seats: list[TableSeatsItem]
    status: str
    options: TableOptions | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expires_ms = self.expires_ms

        game = self.game

        game_id = self.game_id

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expires_ms": expires_ms,
                "game": game,
                "game_id": game_id,
                "seats": seats,
                "status": status,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table_options import TableOptions
        from ..models.table_seats_item import TableSeatsItem

        d = dict(src_dict)
        expires_ms = d.pop("expires_ms")

        game = d.pop("game")

        game_id = d.pop("game_id")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = TableSeatsItem.from_dict(seats_item_data)

            seats.append(seats_item)

        status = d.pop("status")

        _options = d.pop("options", UNSET)
        options: TableOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = TableOptions.from_dict(_options)

        table = cls(
            expires_ms=expires_ms,
            game=game,
            game_id=game_id,
            seats=seats,
            status=status,
            options=options,
        )

        return table
