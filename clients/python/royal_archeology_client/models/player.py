from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.player_kind import PlayerKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        kind (PlayerKind): `open`: a seat a client takes for one of its users (POST /v1/games/{id}/join); the game
            starts when every open seat is taken
        name (str | Unset): required but for open seats
        policy (str | Unset):
        public_key (str | Unset): a human seat's Ed25519 public key (base64url, 32 bytes): its commands must then be
            signed
        user (str | Unset): the calling client's id for its user in this seat: the seat's identity is `<client>:<user>`
            (rated and listed by it); a human seat without a user is a guest, not rated
    """

    kind: PlayerKind
    name: str | Unset = UNSET
    policy: str | Unset = UNSET
    public_key: str | Unset = UNSET
    user: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        policy = self.policy

        public_key = self.public_key

        user = self.user

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if policy is not UNSET:
            field_dict["policy"] = policy
        if public_key is not UNSET:
            field_dict["public_key"] = public_key
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PlayerKind(d.pop("kind"))

        name = d.pop("name", UNSET)

        policy = d.pop("policy", UNSET)

        public_key = d.pop("public_key", UNSET)

        user = d.pop("user", UNSET)

        player = cls(
            kind=kind,
            name=name,
            policy=policy,
            public_key=public_key,
            user=user,
        )

        return player
