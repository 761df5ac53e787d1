from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_view_players_item_knowledge import SeatViewPlayersItemKnowledge
    from ..models.seat_view_players_item_patrons_item import (
        SeatViewPlayersItemPatronsItem,
    )
    from ..models.seat_view_players_item_private import SeatViewPlayersItemPrivate
    from ..models.seat_view_players_item_publisher import SeatViewPlayersItemPublisher
    from ..models.seat_view_players_item_relics import SeatViewPlayersItemRelics


T = TypeVar("T", bound="SeatViewPlayersItem")


@_attrs_define
class SeatViewPlayersItem:
    """
    Attributes:
        kind (str):
        name (str):
        seat (int):
        bloomsbury (list[str] | Unset):
        board (int | Unset):
        color (str | Unset):
        discs (int | Unset):
        expeditions (list[int] | Unset):
        expertise (list[int] | Unset):
        gallery_discs (int | Unset):
        hand_size (int | Unset):
        knowledge (SeatViewPlayersItemKnowledge | Unset):
        money (int | Unset):
        patrons (list[SeatViewPlayersItemPatronsItem] | Unset):
        penalties (list[str] | Unset):
        placed (list[bool] | Unset):
        prestige (int | Unset):
        private (SeatViewPlayersItemPrivate | Unset):
        publisher (SeatViewPlayersItemPublisher | Unset):
        relics (SeatViewPlayersItemRelics | Unset):
        reputation (int | Unset):
        reputation_discs (int | Unset):
        rr_discs (int | Unset):
        rs_claims (list[str] | Unset):
        science (int | Unset):
        side (None | str | Unset):
        society (int | None | Unset):
        stamp (int | Unset):
        study_choice (int | Unset):
        study_count (int | Unset):
    """

    kind: str
    name: str
    seat: int
    bloomsbury: list[str] | Unset = UNSET
    board: int | Unset = UNSET
    color: str | Unset = UNSET
    discs: int | Unset = UNSET
    expeditions: list[int] | Unset = UNSET
    expertise: list[int] | Unset = UNSET
    gallery_discs: int | Unset = UNSET
    hand_size: int | Unset = UNSET
    knowledge: SeatViewPlayersItemKnowledge | Unset = UNSET
    money: int | Unset = UNSET
    patrons: list[SeatViewPlayersItemPatronsItem] | Unset = UNSET
    penalties: list[str] | Unset = UNSET
    placed: list[bool] | Unset = UNSET
    prestige: int | Unset = UNSET
    private: SeatViewPlayersItemPrivate | Unset = UNSET
    publisher: SeatViewPlayersItemPublisher | Unset = UNSET
    relics: SeatViewPlayersItemRelics | Unset = UNSET
    reputation: int | Unset = UNSET
    reputation_discs: int | Unset = UNSET
    rr_discs: int | Unset = UNSET
    rs_claims: list[str] | Unset = UNSET
    science: int | Unset = UNSET
    side: None | str | Unset = UNSET
    society: int | None | Unset = UNSET
    stamp: int | Unset = UNSET
    study_choice: int | Unset = UNSET
    study_count: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        name = self.name

        seat = self.seat

        bloomsbury: list[str] | Unset = UNSET
        if not isinstance(self.bloomsbury, Unset):
            bloomsbury = self.bloomsbury

        board = self.board

        color = self.color

        discs = self.discs

        expeditions: list[int] | Unset = UNSET
        if not isinstance(self.expeditions, Unset):
            expeditions = self.expeditions

        expertise: list[int] | Unset = UNSET
        if not isinstance(self.expertise, Unset):
            expertise = self.expertise

        gallery_discs = self.gallery_discs

        hand_size = self.hand_size

        knowledge: dict[str, Any] | Unset = UNSET
        if not isinstance(self.knowledge, Unset):
            knowledge = self.knowledge.to_dict()

        money = self.money

        patrons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.patrons, Unset):
            patrons = []
            for patrons_item_data in self.patrons:
                patrons_item = patrons_item_data.to_dict()
                patrons.append(patrons_item)

        penalties: list[str] | Unset = UNSET
        if not isinstance(self.penalties, Unset):
            penalties = self.penalties

        placed: list[bool] | Unset = UNSET
        if not isinstance(self.placed, Unset):
            placed = self.placed

        prestige = self.prestige

        private: dict[str, Any] | Unset = UNSET
        if not isinstance(self.private, Unset):
            private = self.private.to_dict()

        publisher: dict[str, Any] | Unset = UNSET
        if not isinstance(self.publisher, Unset):
            publisher = self.publisher.to_dict()

        relics: dict[str, Any] | Unset = UNSET
        if not isinstance(self.relics, Unset):
            relics = self.relics.to_dict()

        reputation = self.reputation

        reputation_discs = self.reputation_discs

        rr_discs = self.rr_discs

        rs_claims: list[str] | Unset = UNSET
        if not isinstance(self.rs_claims, Unset):
            rs_claims = self.rs_claims

        science = self.science

        side: None | str | Unset
        if isinstance(self.side, Unset):
            side = UNSET
        else:
            side = self.side

        society: int | None | Unset
        if isinstance(self.society, Unset):
            society = UNSET
        else:
            society = self.society

        stamp = self.stamp

        study_choice = self.study_choice

        study_count = self.study_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "seat": seat,
            }
        )
        if bloomsbury is not UNSET:
            field_dict["bloomsbury"] = bloomsbury
        if board is not UNSET:
            field_dict["board"] = board
        if color is not UNSET:
            field_dict["color"] = color
        if discs is not UNSET:
            field_dict["discs"] = discs
        if expeditions is not UNSET:
            field_dict["expeditions"] = expeditions
        if expertise is not UNSET:
            field_dict["expertise"] = expertise
        if gallery_discs is not UNSET:
            field_dict["gallery_discs"] = gallery_discs
        if hand_size is not UNSET:
            field_dict["hand_size"] = hand_size
        if knowledge is not UNSET:
            field_dict["knowledge"] = knowledge
        if money is not UNSET:
            field_dict["money"] = money
        if patrons is not UNSET:
            field_dict["patrons"] = patrons
        if penalties is not UNSET:
            field_dict["penalties"] = penalties
        if placed is not UNSET:
            field_dict["placed"] = placed
        if prestige is not UNSET:
            field_dict["prestige"] = prestige
        if private is not UNSET:
            field_dict["private"] = private
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if relics is not UNSET:
            field_dict["relics"] = relics
        if reputation is not UNSET:
            field_dict["reputation"] = reputation
        if reputation_discs is not UNSET:
            field_dict["reputation_discs"] = reputation_discs
        if rr_discs is not UNSET:
            field_dict["rr_discs"] = rr_discs
        if rs_claims is not UNSET:
            field_dict["rs_claims"] = rs_claims
        if science is not UNSET:
            field_dict["science"] = science
        if side is not UNSET:
            field_dict["side"] = side
        if society is not UNSET:
            field_dict["society"] = society
        if stamp is not UNSET:
            field_dict["stamp"] = stamp
        if study_choice is not UNSET:
            field_dict["study_choice"] = study_choice
        if study_count is not UNSET:
            field_dict["study_count"] = study_count

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_players_item_knowledge import (
            SeatViewPlayersItemKnowledge,
        )
        from ..models.seat_view_players_item_patrons_item import (
            SeatViewPlayersItemPatronsItem,
        )
        from ..models.seat_view_players_item_private import SeatViewPlayersItemPrivate
        from ..models.seat_view_players_item_publisher import (
            SeatViewPlayersItemPublisher,
        )
        from ..models.seat_view_players_item_relics import SeatViewPlayersItemRelics

        d = dict(src_dict)
        kind = d.pop("kind")

        name = d.pop("name")

        seat = d.pop("seat")

        bloomsbury = cast(list[str], d.pop("bloomsbury", UNSET))

        board = d.pop("board", UNSET)

        color = d.pop("color", UNSET)

        discs = d.pop("discs", UNSET)

        expeditions = cast(list[int], d.pop("expeditions", UNSET))

        expertise = cast(list[int], d.pop("expertise", UNSET))

        gallery_discs = d.pop("gallery_discs", UNSET)

        hand_size = d.pop("hand_size", UNSET)

        _knowledge = d.pop("knowledge", UNSET)
        knowledge: SeatViewPlayersItemKnowledge | Unset
        if isinstance(_knowledge, Unset):
            knowledge = UNSET
        else:
            knowledge = SeatViewPlayersItemKnowledge.from_dict(_knowledge)

        money = d.pop("money", UNSET)

        _patrons = d.pop("patrons", UNSET)
        patrons: list[SeatViewPlayersItemPatronsItem] | Unset = UNSET
        if _patrons is not UNSET:
            patrons = []
            for patrons_item_data in _patrons:
                patrons_item = SeatViewPlayersItemPatronsItem.from_dict(
                    patrons_item_data
                )

                patrons.append(patrons_item)

        penalties = cast(list[str], d.pop("penalties", UNSET))

        placed = cast(list[bool], d.pop("placed", UNSET))

        prestige = d.pop("prestige", UNSET)

        _private = d.pop("private", UNSET)
        private: SeatViewPlayersItemPrivate | Unset
        if isinstance(_private, Unset):
            private = UNSET
        else:
            private = SeatViewPlayersItemPrivate.from_dict(_private)

        _publisher = d.pop("publisher", UNSET)
        publisher: SeatViewPlayersItemPublisher | Unset
        if isinstance(_publisher, Unset):
            publisher = UNSET
        else:
            publisher = SeatViewPlayersItemPublisher.from_dict(_publisher)

        _relics = d.pop("relics", UNSET)
        relics: SeatViewPlayersItemRelics | Unset
        if isinstance(_relics, Unset):
            relics = UNSET
        else:
            relics = SeatViewPlayersItemRelics.from_dict(_relics)

        reputation = d.pop("reputation", UNSET)

        reputation_discs = d.pop("reputation_discs", UNSET)

        rr_discs = d.pop("rr_discs", UNSET)

        rs_claims = cast(list[str], d.pop("rs_claims", UNSET))

        science = d.pop("science", UNSET)

        def _parse_side(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        side = _parse_side(d.pop("side", UNSET))

        def _parse_society(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        society = _parse_society(d.pop("society", UNSET))

        stamp = d.pop("stamp", UNSET)

        study_choice = d.pop("study_choice", UNSET)

        study_count = d.pop("study_count", UNSET)

        seat_view_players_item = cls(
            kind=kind,
            name=name,
            seat=seat,
            bloomsbury=bloomsbury,
            board=board,
            color=color,
            discs=discs,
            expeditions=expeditions,
            expertise=expertise,
            gallery_discs=gallery_discs,
            hand_size=hand_size,
            knowledge=knowledge,
            money=money,
            patrons=patrons,
            penalties=penalties,
            placed=placed,
            prestige=prestige,
            private=private,
            publisher=publisher,
            relics=relics,
            reputation=reputation,
            reputation_discs=reputation_discs,
            rr_discs=rr_discs,
            rs_claims=rs_claims,
            science=science,
            side=side,
            society=society,
            stamp=stamp,
            study_choice=study_choice,
            study_count=study_count,
        )

        seat_view_players_item.additional_properties = d
        return seat_view_players_item

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
