from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """
    Attributes:
        game_id (str):
        identity (str):
        seat (int):
        status (str): `started` when this was the last open seat
        token (str): the seat's bearer token (shown once)
    """

    game_id: str
    identity: str
    seat: int
    status: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        identity = self.identity

        seat = self.seat

        status = self.status

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "identity": identity,
                "seat": seat,
                "status": status,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        identity = d.pop("identity")

        seat = d.pop("seat")

        status = d.pop("status")

        token = d.pop("token")

        joined = cls(
            game_id=game_id,
            identity=identity,
            seat=seat,
            status=status,
            token=token,
        )

        return joined
