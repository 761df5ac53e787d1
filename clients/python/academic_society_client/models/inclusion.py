from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leaf import Leaf
    from ..models.tree_head import TreeHead


T = TypeVar("T", bound="Inclusion")


@_attrs_define
class Inclusion:
    """
    Attributes:
        audit_path (list[str]):
        leaf (Leaf):
        leaf_index (int):
        tree_head (TreeHead):
        tree_size (int):
    """

    audit_path: list[str]
    leaf: Leaf
    leaf_index: int
    tree_head: TreeHead
    tree_size: int

    def to_dict(self) -> dict[str, Any]:
        audit_path = self.audit_path

        leaf = self.leaf.to_dict()

        leaf_index = self.leaf_index

        tree_head = self.tree_head.to_dict()

        tree_size = self.tree_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "audit_path": audit_path,
                "leaf": leaf,
                "leaf_index": leaf_index,
                "tree_head": tree_head,
                "tree_size": tree_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.leaf import Leaf
        from ..models.tree_head import TreeHead

        d = dict(src_dict)
        audit_path = cast(list[str], d.pop("audit_path"))

        leaf = Leaf.from_dict(d.pop("leaf"))

        leaf_index = d.pop("leaf_index")

        tree_head = TreeHead.from_dict(d.pop("tree_head"))

        tree_size = d.pop("tree_size")

        inclusion = cls(
            audit_path=audit_path,
            leaf=leaf,
            leaf_index=leaf_index,
            tree_head=tree_head,
            tree_size=tree_size,
        )

        return inclusion
