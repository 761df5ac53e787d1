from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.buy_law_command_type import BuyLawCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="BuyLawCommand")


@_attrs_define
class BuyLawCommand:
    """7.1.2: buy a Law

    Attributes:
        law (str):
        type_ (BuyLawCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    law: str
    type_: BuyLawCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        law = self.law

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "law": law,
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
        law = d.pop("law")

        type_ = BuyLawCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        buy_law_command = cls(
            law=law,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return buy_law_command
