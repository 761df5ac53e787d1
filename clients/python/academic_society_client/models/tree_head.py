from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.cosignature import Cosignature


T = TypeVar("T", bound="TreeHead")


@_attrs_define
class TreeHead:
    """
    Attributes:
        cosignatures (list[Cosignature]):
        key_id (str):
        root (str): hex MTH of the first `size` leaves
        signature (str): Ed25519, base64url (docs/FORMAT.md)
        size (int):
        time (int): milliseconds since the Unix epoch
    """

    cosignatures: list[Cosignature]
    key_id: str
    root: str
    signature: str
    size: int
    time: int

    def to_dict(self) -> dict[str, Any]:
        cosignatures = []
        for cosignatures_item_data in self.cosignatures:
            cosignatures_item = cosignatures_item_data.to_dict()
            cosignatures.append(cosignatures_item)

        key_id = self.key_id

        root = self.root

        signature = self.signature

        size = self.size

        time = self.time

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cosignatures": cosignatures,
                "key_id": key_id,
                "root": root,
                "signature": signature,
                "size": size,
                "time": time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cosignature import Cosignature

        d = dict(src_dict)
        cosignatures = []
        _cosignatures = d.pop("cosignatures")
        for cosignatures_item_data in _cosignatures:
            cosignatures_item = Cosignature.from_dict(cosignatures_item_data)

            cosignatures.append(cosignatures_item)

        key_id = d.pop("key_id")

        root = d.pop("root")

        signature = d.pop("signature")

        size = d.pop("size")

        time = d.pop("time")

        tree_head = cls(
            cosignatures=cosignatures,
            key_id=key_id,
            root=root,
            signature=signature,
            size=size,
            time=time,
        )

        return tree_head
