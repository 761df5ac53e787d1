from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.activate_command_type import ActivateCommandType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ActivateCommand")


@_attrs_define
class ActivateCommand:
    """Phase 5: use a Treatise tile effect that costs something or places a tile, or not

    Attributes:
        tile (str):
        type_ (ActivateCommandType):
        use (bool):
        expected_version (int | Unset): refuse with 409 unless the game is at this version
        idempotency_key (str | Unset): a retry with the same key returns the first result
    """

    tile: str
    type_: ActivateCommandType
    use: bool
    expected_version: int | Unset = UNSET
    idempotency_key: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        type_ = self.type_.value

        use = self.use

        expected_version = self.expected_version

        idempotency_key = self.idempotency_key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "type": type_,
                "use": use,
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
        tile = d.pop("tile")

        type_ = ActivateCommandType(d.pop("type"))

        use = d.pop("use")

        expected_version = d.pop("expected_version", UNSET)

        idempotency_key = d.pop("idempotency_key", UNSET)

        activate_command = cls(
            tile=tile,
            type_=type_,
            use=use,
            expected_version=expected_version,
            idempotency_key=idempotency_key,
        )

        return activate_command
