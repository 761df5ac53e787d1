from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.catalog_collections import CatalogCollections
    from ..models.catalog_references import CatalogReferences
    from ..models.catalog_tables import CatalogTables
    from ..models.catalog_view_references import CatalogViewReferences
    from ..models.policy import Policy


T = TypeVar("T", bound="Catalog")


@_attrs_define
class Catalog:
    """
    Attributes:
        collections (CatalogCollections): collection name -> entries, each with `id` (as views and commands use it),
            `name` (as labels use it), the component's data and `source`: rulebook or assumed
        game (str):
        policies (list[Policy]): the game's bot policies as new games play them: every one sees only its seat's view,
            and its moves are verifiable (the audit's `bots` check)
        references (CatalogReferences): "<command type>.<field>" -> the collection its ids come from
        tables (CatalogTables): other component data (tracks, boards, counts)
        view_references (CatalogViewReferences): a path in the view (`x[]` every element, `*` every value, `{}` every
            key) -> collection
    """

    collections: CatalogCollections
    game: str
    policies: list[Policy]
    references: CatalogReferences
    tables: CatalogTables
    view_references: CatalogViewReferences

    def to_dict(self) -> dict[str, Any]:
        collections = self.collections.to_dict()

        game = self.game

        policies = []
        for policies_item_data in self.policies:
            policies_item = policies_item_data.to_dict()
            policies.append(policies_item)

        references = self.references.to_dict()

        tables = self.tables.to_dict()

        view_references = self.view_references.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collections": collections,
                "game": game,
                "policies": policies,
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
        from ..models.policy import Policy

        d = dict(src_dict)
        collections = CatalogCollections.from_dict(d.pop("collections"))

        game = d.pop("game")

        policies = []
        _policies = d.pop("policies")
        for policies_item_data in _policies:
            policies_item = Policy.from_dict(policies_item_data)

            policies.append(policies_item)

        references = CatalogReferences.from_dict(d.pop("references"))

        tables = CatalogTables.from_dict(d.pop("tables"))

        view_references = CatalogViewReferences.from_dict(d.pop("view_references"))

        catalog = cls(
            collections=collections,
            game=game,
            policies=policies,
            references=references,
            tables=tables,
            view_references=view_references,
        )

        return catalog
