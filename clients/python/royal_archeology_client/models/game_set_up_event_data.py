from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_set_up_event_data_automa import GameSetUpEventDataAutoma
    from ..models.game_set_up_event_data_deals import GameSetUpEventDataDeals
    from ..models.game_set_up_event_data_gallery_item import (
        GameSetUpEventDataGalleryItem,
    )
    from ..models.game_set_up_event_data_players_item import (
        GameSetUpEventDataPlayersItem,
    )
    from ..models.game_set_up_event_data_royal_requirements import (
        GameSetUpEventDataRoyalRequirements,
    )
    from ..models.game_set_up_event_data_royal_society import (
        GameSetUpEventDataRoyalSociety,
    )
    from ..models.game_set_up_event_data_secret import GameSetUpEventDataSecret


T = TypeVar("T", bound="GameSetUpEventData")


@_attrs_define
class GameSetUpEventData:
    """
    Attributes:
        deals (GameSetUpEventDataDeals):
        effective_players (int):
        first (int):
        gallery (list[GameSetUpEventDataGalleryItem]):
        mode (str):
        players (list[GameSetUpEventDataPlayersItem]):
        program (list[int]):
        royal_requirements (GameSetUpEventDataRoyalRequirements):
        royal_society (GameSetUpEventDataRoyalSociety):
        simplified (bool):
        automa (GameSetUpEventDataAutoma | Unset):
        blocked_gallery (list[list[int]] | Unset):
        secret (GameSetUpEventDataSecret | Unset):
    """

    deals: GameSetUpEventDataDeals
    effective_players: int
    first: int
    gallery: list[GameSetUpEventDataGalleryItem]
    mode: str
    players: list[GameSetUpEventDataPlayersItem]
    program: list[int]
    royal_requirements: GameSetUpEventDataRoyalRequirements
    royal_society: GameSetUpEventDataRoyalSociety
    simplified: bool
    automa: GameSetUpEventDataAutoma | Unset = UNSET
    blocked_gallery: list[list[int]] | Unset = UNSET
    secret: GameSetUpEventDataSecret | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deals = self.deals.to_dict()

        effective_players = self.effective_players

        first = self.first

        gallery = []
        for gallery_item_data in self.gallery:
            gallery_item = gallery_item_data.to_dict()
            gallery.append(gallery_item)

        mode = self.mode

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        program = self.program

        royal_requirements = self.royal_requirements.to_dict()

        royal_society = self.royal_society.to_dict()

        simplified = self.simplified

        automa: dict[str, Any] | Unset = UNSET
        if not isinstance(self.automa, Unset):
            automa = self.automa.to_dict()

        blocked_gallery: list[list[int]] | Unset = UNSET
        if not isinstance(self.blocked_gallery, Unset):
            blocked_gallery = []
            for blocked_gallery_item_data in self.blocked_gallery:
                blocked_gallery_item = blocked_gallery_item_data

                blocked_gallery.append(blocked_gallery_item)

        secret: dict[str, Any] | Unset = UNSET
        if not isinstance(self.secret, Unset):
            secret = self.secret.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deals": deals,
                "effective_players": effective_players,
                "first": first,
                "gallery": gallery,
                "mode": mode,
                "players": players,
                "program": program,
                "royal_requirements": royal_requirements,
                "royal_society": royal_society,
                "simplified": simplified,
            }
        )
        if automa is not UNSET:
            field_dict["automa"] = automa
        if blocked_gallery is not UNSET:
            field_dict["blocked_gallery"] = blocked_gallery
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_set_up_event_data_automa import GameSetUpEventDataAutoma
        from ..models.game_set_up_event_data_deals import GameSetUpEventDataDeals
        from ..models.game_set_up_event_data_gallery_item import (
            GameSetUpEventDataGalleryItem,
        )
        from ..models.game_set_up_event_data_players_item import (
            GameSetUpEventDataPlayersItem,
        )
        from ..models.game_set_up_event_data_royal_requirements import (
            GameSetUpEventDataRoyalRequirements,
        )
        from ..models.game_set_up_event_data_royal_society import (
            GameSetUpEventDataRoyalSociety,
        )
        from ..models.game_set_up_event_data_secret import GameSetUpEventDataSecret

        d = dict(src_dict)
        deals = GameSetUpEventDataDeals.from_dict(d.pop("deals"))

        effective_players = d.pop("effective_players")

        first = d.pop("first")

        gallery = []
        _gallery = d.pop("gallery")
        for gallery_item_data in _gallery:
            gallery_item = GameSetUpEventDataGalleryItem.from_dict(gallery_item_data)

            gallery.append(gallery_item)

        mode = d.pop("mode")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameSetUpEventDataPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        program = cast(list[int], d.pop("program"))

        royal_requirements = GameSetUpEventDataRoyalRequirements.from_dict(
            d.pop("royal_requirements")
        )

        royal_society = GameSetUpEventDataRoyalSociety.from_dict(d.pop("royal_society"))

        simplified = d.pop("simplified")

        _automa = d.pop("automa", UNSET)
        automa: GameSetUpEventDataAutoma | Unset
        if isinstance(_automa, Unset):
            automa = UNSET
        else:
            automa = GameSetUpEventDataAutoma.from_dict(_automa)

        _blocked_gallery = d.pop("blocked_gallery", UNSET)
        blocked_gallery: list[list[int]] | Unset = UNSET
        if _blocked_gallery is not UNSET:
            blocked_gallery = []
            for blocked_gallery_item_data in _blocked_gallery:
                blocked_gallery_item = cast(list[int], blocked_gallery_item_data)

                blocked_gallery.append(blocked_gallery_item)

        _secret = d.pop("secret", UNSET)
        secret: GameSetUpEventDataSecret | Unset
        if isinstance(_secret, Unset):
            secret = UNSET
        else:
            secret = GameSetUpEventDataSecret.from_dict(_secret)

        game_set_up_event_data = cls(
            deals=deals,
            effective_players=effective_players,
            first=first,
            gallery=gallery,
            mode=mode,
            players=players,
            program=program,
            royal_requirements=royal_requirements,
            royal_society=royal_society,
            simplified=simplified,
            automa=automa,
            blocked_gallery=blocked_gallery,
            secret=secret,
        )

        game_set_up_event_data.additional_properties = d
        return game_set_up_event_data

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
