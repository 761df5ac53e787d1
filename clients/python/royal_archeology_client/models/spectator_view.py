from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.spectator_view_automa_type_0 import SpectatorViewAutomaType0
    from ..models.spectator_view_bag_discards import SpectatorViewBagDiscards
    from ..models.spectator_view_bags import SpectatorViewBags
    from ..models.spectator_view_bloomsbury import SpectatorViewBloomsbury
    from ..models.spectator_view_gallery_item import SpectatorViewGalleryItem
    from ..models.spectator_view_locations import SpectatorViewLocations
    from ..models.spectator_view_pending_type_0 import SpectatorViewPendingType0
    from ..models.spectator_view_players_item import SpectatorViewPlayersItem
    from ..models.spectator_view_royal_requirements import (
        SpectatorViewRoyalRequirements,
    )
    from ..models.spectator_view_royal_society import SpectatorViewRoyalSociety


T = TypeVar("T", bound="SpectatorView")


@_attrs_define
class SpectatorView:
    """what anyone may see

    Attributes:
        automa (None | SpectatorViewAutomaType0):
        bag_discards (SpectatorViewBagDiscards):
        bags (SpectatorViewBags):
        bloomsbury (SpectatorViewBloomsbury):
        board_side (str):
        box (list[int]):
        deck_size (int):
        discard (list[int]):
        effective_players (int):
        favors (list[int | None]):
        first (int):
        gallery (list[SpectatorViewGalleryItem]):
        locations (SpectatorViewLocations):
        mode (str):
        money_supply (int):
        patron_deck_size (int):
        pending (None | SpectatorViewPendingType0):
        pick_order (list[Any]):
        players (list[SpectatorViewPlayersItem]):
        program (list[int]):
        royal_requirements (SpectatorViewRoyalRequirements):
        royal_society (SpectatorViewRoyalSociety):
        rr_years (list[int]):
        simplified (bool):
        stage (str):
        stamp (int):
        turn_idx (int):
        turn_order (list[int]):
        viewer (Any):
        year (int):
        years (int):
        automa_deck_size (int | Unset):
    """

    automa: None | SpectatorViewAutomaType0
    bag_discards: SpectatorViewBagDiscards
    bags: SpectatorViewBags
    bloomsbury: SpectatorViewBloomsbury
    board_side: str
    box: list[int]
    deck_size: int
    discard: list[int]
    effective_players: int
    favors: list[int | None]
    first: int
    gallery: list[SpectatorViewGalleryItem]
    locations: SpectatorViewLocations
    mode: str
    money_supply: int
    patron_deck_size: int
    pending: None | SpectatorViewPendingType0
    pick_order: list[Any]
    players: list[SpectatorViewPlayersItem]
    program: list[int]
    royal_requirements: SpectatorViewRoyalRequirements
    royal_society: SpectatorViewRoyalSociety
    rr_years: list[int]
    simplified: bool
    stage: str
    stamp: int
    turn_idx: int
    turn_order: list[int]
    viewer: Any
    year: int
    years: int
    automa_deck_size: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.spectator_view_automa_type_0 import SpectatorViewAutomaType0
        from ..models.spectator_view_pending_type_0 import SpectatorViewPendingType0

        automa: dict[str, Any] | None
        if isinstance(self.automa, SpectatorViewAutomaType0):
            automa = self.automa.to_dict()
        else:
            automa = self.automa

        bag_discards = self.bag_discards.to_dict()

        bags = self.bags.to_dict()

        bloomsbury = self.bloomsbury.to_dict()

        board_side = self.board_side

        box = self.box

        deck_size = self.deck_size

        discard = self.discard

        effective_players = self.effective_players

        favors = []
        for favors_item_data in self.favors:
            favors_item: int | None
            favors_item = favors_item_data
            favors.append(favors_item)

        first = self.first

        gallery = []
        for gallery_item_data in self.gallery:
            gallery_item = gallery_item_data.to_dict()
            gallery.append(gallery_item)

        locations = self.locations.to_dict()

        mode = self.mode

        money_supply = self.money_supply

        patron_deck_size = self.patron_deck_size

        pending: dict[str, Any] | None
        if isinstance(self.pending, SpectatorViewPendingType0):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        pick_order = self.pick_order

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        program = self.program

        royal_requirements = self.royal_requirements.to_dict()

        royal_society = self.royal_society.to_dict()

        rr_years = self.rr_years

        simplified = self.simplified

        stage = self.stage

        stamp = self.stamp

        turn_idx = self.turn_idx

        turn_order = self.turn_order

        viewer = self.viewer

        year = self.year

        years = self.years

        automa_deck_size = self.automa_deck_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "automa": automa,
                "bag_discards": bag_discards,
                "bags": bags,
                "bloomsbury": bloomsbury,
                "board_side": board_side,
                "box": box,
                "deck_size": deck_size,
                "discard": discard,
                "effective_players": effective_players,
                "favors": favors,
                "first": first,
                "gallery": gallery,
                "locations": locations,
                "mode": mode,
                "money_supply": money_supply,
                "patron_deck_size": patron_deck_size,
                "pending": pending,
                "pick_order": pick_order,
                "players": players,
                "program": program,
                "royal_requirements": royal_requirements,
                "royal_society": royal_society,
                "rr_years": rr_years,
                "simplified": simplified,
                "stage": stage,
                "stamp": stamp,
                "turn_idx": turn_idx,
                "turn_order": turn_order,
                "viewer": viewer,
                "year": year,
                "years": years,
            }
        )
        if automa_deck_size is not UNSET:
            field_dict["automa_deck_size"] = automa_deck_size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_automa_type_0 import SpectatorViewAutomaType0
        from ..models.spectator_view_bag_discards import SpectatorViewBagDiscards
        from ..models.spectator_view_bags import SpectatorViewBags
        from ..models.spectator_view_bloomsbury import SpectatorViewBloomsbury
        from ..models.spectator_view_gallery_item import SpectatorViewGalleryItem
        from ..models.spectator_view_locations import SpectatorViewLocations
        from ..models.spectator_view_pending_type_0 import SpectatorViewPendingType0
        from ..models.spectator_view_players_item import SpectatorViewPlayersItem
        from ..models.spectator_view_royal_requirements import (
            SpectatorViewRoyalRequirements,
        )
        from ..models.spectator_view_royal_society import SpectatorViewRoyalSociety

        d = dict(src_dict)

        def _parse_automa(data: object) -> None | SpectatorViewAutomaType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                automa_type_0 = SpectatorViewAutomaType0.from_dict(data)

                return automa_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewAutomaType0, data)

        automa = _parse_automa(d.pop("automa"))

        bag_discards = SpectatorViewBagDiscards.from_dict(d.pop("bag_discards"))

        bags = SpectatorViewBags.from_dict(d.pop("bags"))

        bloomsbury = SpectatorViewBloomsbury.from_dict(d.pop("bloomsbury"))

        board_side = d.pop("board_side")

        box = cast(list[int], d.pop("box"))

        deck_size = d.pop("deck_size")

        discard = cast(list[int], d.pop("discard"))

        effective_players = d.pop("effective_players")

        favors = []
        _favors = d.pop("favors")
        for favors_item_data in _favors:

            def _parse_favors_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            favors_item = _parse_favors_item(favors_item_data)

            favors.append(favors_item)

        first = d.pop("first")

        gallery = []
        _gallery = d.pop("gallery")
        for gallery_item_data in _gallery:
            gallery_item = SpectatorViewGalleryItem.from_dict(gallery_item_data)

            gallery.append(gallery_item)

        locations = SpectatorViewLocations.from_dict(d.pop("locations"))

        mode = d.pop("mode")

        money_supply = d.pop("money_supply")

        patron_deck_size = d.pop("patron_deck_size")

        def _parse_pending(data: object) -> None | SpectatorViewPendingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = SpectatorViewPendingType0.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewPendingType0, data)

        pending = _parse_pending(d.pop("pending"))

        pick_order = cast(list[Any], d.pop("pick_order"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SpectatorViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        program = cast(list[int], d.pop("program"))

        royal_requirements = SpectatorViewRoyalRequirements.from_dict(
            d.pop("royal_requirements")
        )

        royal_society = SpectatorViewRoyalSociety.from_dict(d.pop("royal_society"))

        rr_years = cast(list[int], d.pop("rr_years"))

        simplified = d.pop("simplified")

        stage = d.pop("stage")

        stamp = d.pop("stamp")

        turn_idx = d.pop("turn_idx")

        turn_order = cast(list[int], d.pop("turn_order"))

        viewer = d.pop("viewer")

        year = d.pop("year")

        years = d.pop("years")

        automa_deck_size = d.pop("automa_deck_size", UNSET)

        spectator_view = cls(
            automa=automa,
            bag_discards=bag_discards,
            bags=bags,
            bloomsbury=bloomsbury,
            board_side=board_side,
            box=box,
            deck_size=deck_size,
            discard=discard,
            effective_players=effective_players,
            favors=favors,
            first=first,
            gallery=gallery,
            locations=locations,
            mode=mode,
            money_supply=money_supply,
            patron_deck_size=patron_deck_size,
            pending=pending,
            pick_order=pick_order,
            players=players,
            program=program,
            royal_requirements=royal_requirements,
            royal_society=royal_society,
            rr_years=rr_years,
            simplified=simplified,
            stage=stage,
            stamp=stamp,
            turn_idx=turn_idx,
            turn_order=turn_order,
            viewer=viewer,
            year=year,
            years=years,
            automa_deck_size=automa_deck_size,
        )

        spectator_view.additional_properties = d
        return spectator_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
