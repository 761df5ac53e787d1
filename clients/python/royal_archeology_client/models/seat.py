from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """
    Attributes:
        kind (str):
        name (str):
        seat (int):
        identity (str | Unset): the seat's player identity `<client>:<user>`, if it has one
        token (None | str | Unset): bearer token of a human seat; null for automated seats
    """

    kind: str
    name: str
    seat: int
    identity: str | Unset = UNSET
    token: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        name = self.name

        seat = self.seat

        identity = self.identity

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "seat": seat,
            }
        )
        if identity is not UNSET:
            field_dict["identity"] = identity
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        name = d.pop("name")

        seat = d.pop("seat")

        identity = d.pop("identity", UNSET)

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        seat = cls(
            kind=kind,
            name=name,
            seat=seat,
            identity=identity,
            token=token,
        )

        return seat
