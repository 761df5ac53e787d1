from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.organize_command_type import OrganizeCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="OrganizeCommand")


@_attrs_define
class OrganizeCommand:
    """Port of London: organize an expedition

    Attributes:
        card (int):
        cut_cost (bool):
        cut_knowledge (bool):
        type_ (OrganizeCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    card: int
    cut_cost: bool
    cut_knowledge: bool
    type_: OrganizeCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cut_cost = self.cut_cost

        cut_knowledge = self.cut_knowledge

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "cut_cost": cut_cost,
                "cut_knowledge": cut_knowledge,
                "type": type_,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version
        if idempotency_key is not UNSET:
            field_dict["idempotency_key"] = idempotency_key

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        cut_cost = d.pop("cut_cost")

        cut_knowledge = d.pop("cut_knowledge")

        type_ = OrganizeCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        organize_command = cls(
            card=card,
            cut_cost=cut_cost,
            cut_knowledge=cut_knowledge,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return organize_command
