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
        kind (PlayerKind):
        name (str):
        policy (str | Unset):
        public_key (str | Unset): a human seat's Ed25519 public key (base64url, 32 bytes): its commands must then be
            signed
    """

    kind: PlayerKind
    name: str
    policy: str | Unset = UNSET
    public_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        policy = self.policy

        public_key = self.public_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
            }
        )
        if policy is not UNSET:
            field_dict["policy"] = policy
        if public_key is not UNSET:
            field_dict["public_key"] = public_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PlayerKind(d.pop("kind"))

        name = d.pop("name")

        policy = d.pop("policy", UNSET)

        public_key = d.pop("public_key", UNSET)

        player = cls(
            kind=kind,
            name=name,
            policy=policy,
            public_key=public_key,
        )

        return player
