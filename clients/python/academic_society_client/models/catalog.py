from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.catalog_collections import CatalogCollections
    from ..models.catalog_references import CatalogReferences
    from ..models.catalog_tables import CatalogTables
    from ..models.catalog_view_references import CatalogViewReferences


T = TypeVar("T", bound="Catalog")


@_attrs_define
class Catalog:
    """
    Attributes:
        collections (CatalogCollections): collection name -> entries, each with `id` (as views and commands use it),
            `name` (as labels use it), the component's data and `source`: rulebook or assumed
        game (str):
        references (CatalogReferences): "<command type>.<field>" -> the collection its ids come from
        tables (CatalogTables): other component data (tracks, boards, counts)
        view_references (CatalogViewReferences): a path in the view (`x[]` every element, `*` every value, `{}` every
            key) -> collection
    """

    collections: CatalogCollections
    game: str
    references: CatalogReferences
    tables: CatalogTables
    view_references: CatalogViewReferences

    def to_dict(self) -> dict[str, Any]:
        collections = self.collections.to_dict()

        game = self.game

        references = self.references.to_dict()

        tables = self.tables.to_dict()

        view_references = self.view_references.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collections": collections,
                "game": game,
                "references": references,
                "tables": tables,
                "view_references": view_references,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.catalog_collections import CatalogCollections
        from ..models.catalog_references import CatalogReferences
        from ..models.catalog_tables import CatalogTables
        from ..models.catalog_view_references import CatalogViewReferences

        d = dict(src_dict)
        collections = CatalogCollections.from_dict(d.pop("collections"))

        game = d.pop("game")

        references = CatalogReferences.from_dict(d.pop("references"))

        tables = CatalogTables.from_dict(d.pop("tables"))

        view_references = CatalogViewReferences.from_dict(d.pop("view_references"))

        catalog = cls(
            collections=collections,
            game=game,
            references=references,
            tables=tables,
            view_references=view_references,
        )

        return catalog
