from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Leaf")


@_attrs_define
class Leaf:
    """
    Attributes:
        game_id (str):
        hash_ (str):
        kind (str):
        version (int):
    """

    game_id: str
    hash_: str
    kind: str
    version: int

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        hash_ = self.hash_

        kind = self.kind

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "hash": hash_,
                "kind": kind,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        hash_ = d.pop("hash")

        kind = d.pop("kind")

        version = d.pop("version")

        leaf = cls(
            game_id=game_id,
            hash_=hash_,
            kind=kind,
            version=version,
        )

        return leaf
