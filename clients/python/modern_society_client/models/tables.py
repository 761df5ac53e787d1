from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.table import Table


T = TypeVar("T", bound="Tables")


@_attrs_define
class Tables:
    """
    Attributes:
        tables (list[Table]):
        total (int):
    """

    tables: list[Table]
    total: int

    def to_dict(self) -> dict[str, Any]:
        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tables": tables,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.table import Table

        d = dict(src_dict)
        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = Table.from_dict(tables_item_data)

            tables.append(tables_item)

        total = d.pop("total")

        tables = cls(
            tables=tables,
            total=total,
        )

        return tables
