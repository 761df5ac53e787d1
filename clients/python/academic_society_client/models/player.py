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
    """

    kind: PlayerKind
    name: str
    policy: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        policy = self.policy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
            }
        )
        if policy is not UNSET:
            field_dict["policy"] = policy

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PlayerKind(d.pop("kind"))

        name = d.pop("name")

        policy = d.pop("policy", UNSET)

        player = cls(
            kind=kind,
            name=name,
            policy=policy,
        )

        return player
