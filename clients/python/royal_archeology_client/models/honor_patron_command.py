from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.honor_patron_command_type import HonorPatronCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="HonorPatronCommand")


@_attrs_define
class HonorPatronCommand:
    """optional, own turn: honor a patron with a relic

    Attributes:
        patron (int):
        relic (str):
        type_ (HonorPatronCommandType):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    patron: int
    relic: str
    type_: HonorPatronCommandType
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        patron = self.patron

        relic = self.relic

        type_ = self.type_.value

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "patron": patron,
                "relic": relic,
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
        patron = d.pop("patron")

        relic = d.pop("relic")

        type_ = HonorPatronCommandType(d.pop("type"))

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        honor_patron_command = cls(
            patron=patron,
            relic=relic,
            type_=type_,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return honor_patron_command
