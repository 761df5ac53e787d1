from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_view_automa_type_0 import SeatViewAutomaType0
    from ..models.seat_view_bag_discards import SeatViewBagDiscards
    from ..models.seat_view_bags import SeatViewBags
    from ..models.seat_view_bloomsbury import SeatViewBloomsbury
    from ..models.seat_view_gallery_item import SeatViewGalleryItem
    from ..models.seat_view_locations import SeatViewLocations
    from ..models.seat_view_pending_type_0 import SeatViewPendingType0
    from ..models.seat_view_players_item import SeatViewPlayersItem
    from ..models.seat_view_royal_requirements import SeatViewRoyalRequirements
    from ..models.seat_view_royal_society import SeatViewRoyalSociety


T = TypeVar("T", bound="SeatView")


@_attrs_define
class SeatView:
    """what a seat sees (its bearer token)

    Attributes:
        automa (None | SeatViewAutomaType0):
        bag_discards (SeatViewBagDiscards):
        bags (SeatViewBags):
        bloomsbury (SeatViewBloomsbury):
        board_side (str):
        box (list[int]):
        deck_size (int):
        discard (list[int]):
        effective_players (int):
        favors (list[int | None]):
        first (int):
        gallery (list[SeatViewGalleryItem]):
        locations (SeatViewLocations):
        mode (str):
        money_supply (int):
        patron_deck_size (int):
        pending (None | SeatViewPendingType0):
        pick_order (list[Any]):
        players (list[SeatViewPlayersItem]):
        program (list[int]):
        royal_requirements (SeatViewRoyalRequirements):
        royal_society (SeatViewRoyalSociety):
        rr_years (list[int]):
        simplified (bool):
        stage (str):
        stamp (int):
        turn_idx (int):
        turn_order (list[int]):
        viewer (int):
        year (int):
        years (int):
        automa_deck_size (int | Unset):
    """

    automa: None | SeatViewAutomaType0
    bag_discards: SeatViewBagDiscards
    bags: SeatViewBags
    bloomsbury: SeatViewBloomsbury
    board_side: str
    box: list[int]
    deck_size: int
    discard: list[int]
    effective_players: int
    favors: list[int | None]
    first: int
    gallery: list[SeatViewGalleryItem]
    locations: SeatViewLocations
    mode: str
    money_supply: int
    patron_deck_size: int
    pending: None | SeatViewPendingType0
    pick_order: list[Any]
    players: list[SeatViewPlayersItem]
    program: list[int]
    royal_requirements: SeatViewRoyalRequirements
    royal_society: SeatViewRoyalSociety
    rr_years: list[int]
    simplified: bool
    stage: str
    stamp: int
    turn_idx: int
    turn_order: list[int]
    viewer: int
    year: int
    years: int
    automa_deck_size: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_view_automa_type_0 import SeatViewAutomaType0
        from ..models.seat_view_pending_type_0 import SeatViewPendingType0

        automa: dict[str, Any] | None
        if isinstance(self.automa, SeatViewAutomaType0):
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
        if isinstance(self.pending, SeatViewPendingType0):
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
        from ..models.seat_view_automa_type_0 import SeatViewAutomaType0
        from ..models.seat_view_bag_discards import SeatViewBagDiscards
        from ..models.seat_view_bags import SeatViewBags
        from ..models.seat_view_bloomsbury import SeatViewBloomsbury
        from ..models.seat_view_gallery_item import SeatViewGalleryItem
        from ..models.seat_view_locations import SeatViewLocations
        from ..models.seat_view_pending_type_0 import SeatViewPendingType0
        from ..models.seat_view_players_item import SeatViewPlayersItem
        from ..models.seat_view_royal_requirements import SeatViewRoyalRequirements
        from ..models.seat_view_royal_society import SeatViewRoyalSociety

        d = dict(src_dict)

        def _parse_automa(data: object) -> None | SeatViewAutomaType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                automa_type_0 = SeatViewAutomaType0.from_dict(data)

                return automa_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatViewAutomaType0, data)

        automa = _parse_automa(d.pop("automa"))

        bag_discards = SeatViewBagDiscards.from_dict(d.pop("bag_discards"))

        bags = SeatViewBags.from_dict(d.pop("bags"))

        bloomsbury = SeatViewBloomsbury.from_dict(d.pop("bloomsbury"))

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
            gallery_item = SeatViewGalleryItem.from_dict(gallery_item_data)

            gallery.append(gallery_item)

        locations = SeatViewLocations.from_dict(d.pop("locations"))

        mode = d.pop("mode")

        money_supply = d.pop("money_supply")

        patron_deck_size = d.pop("patron_deck_size")

        def _parse_pending(data: object) -> None | SeatViewPendingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = SeatViewPendingType0.from_dict(data)

                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatViewPendingType0, data)

        pending = _parse_pending(d.pop("pending"))

        pick_order = cast(list[Any], d.pop("pick_order"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SeatViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        program = cast(list[int], d.pop("program"))

        royal_requirements = SeatViewRoyalRequirements.from_dict(
            d.pop("royal_requirements")
        )

        royal_society = SeatViewRoyalSociety.from_dict(d.pop("royal_society"))

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

        seat_view = cls(
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

        seat_view.additional_properties = d
        return seat_view

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
