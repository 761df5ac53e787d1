from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeekStatus")


@_attrs_define
class SeekStatus:
    """
    Attributes:
        seek_id (str):
        status (str): waiting, seated or cancelled
        game_id (str | Unset):
        identity (str | Unset):
        seat (int | Unset):
        token (str | Unset): (on creation only) the seek's token: the seat's once seated
    """

    seek_id: str
    status: str
    game_id: str | Unset = UNSET
    identity: str | Unset = UNSET
    seat: int | Unset = UNSET
    token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seek_id = self.seek_id

        status = self.status

        game_id = self.game_id

        identity = self.identity

        seat = self.seat

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seek_id": seek_id,
                "status": status,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if identity is not UNSET:
            field_dict["identity"] = identity
        if seat is not UNSET:
            field_dict["seat"] = seat
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seek_id = d.pop("seek_id")

        status = d.pop("status")

        game_id = d.pop("game_id", UNSET)

        identity = d.pop("identity", UNSET)

        seat = d.pop("seat", UNSET)

        token = d.pop("token", UNSET)

        seek_status = cls(
            seek_id=seek_id,
            status=status,
            game_id=game_id,
            identity=identity,
            seat=seat,
            token=token,
        )

        return seek_status
