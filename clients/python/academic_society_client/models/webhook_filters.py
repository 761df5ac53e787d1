from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="WebhookFilters")


@_attrs_define
class WebhookFilters:
    """
    Attributes:
        games (list[str] | Unset): game ids
        happenings (list[str] | Unset): only these game_happening names (those the games declare); no other kind is
            narrowed
        tournaments (list[str] | Unset): tournament ids
        users (list[str] | Unset): player identities <client>:<user> (a seat without one: its name)
    """

    games: list[str] | Unset = UNSET
    happenings: list[str] | Unset = UNSET
    tournaments: list[str] | Unset = UNSET
    users: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        games: list[str] | Unset = UNSET
        if not isinstance(self.games, Unset):
            games = self.games

        happenings: list[str] | Unset = UNSET
        if not isinstance(self.happenings, Unset):
            happenings = self.happenings

        tournaments: list[str] | Unset = UNSET
        if not isinstance(self.tournaments, Unset):
            tournaments = self.tournaments

        users: list[str] | Unset = UNSET
        if not isinstance(self.users, Unset):
            users = self.users

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if games is not UNSET:
            field_dict["games"] = games
        if happenings is not UNSET:
            field_dict["happenings"] = happenings
        if tournaments is not UNSET:
            field_dict["tournaments"] = tournaments
        if users is not UNSET:
            field_dict["users"] = users

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        games = cast(list[str], d.pop("games", UNSET))

        happenings = cast(list[str], d.pop("happenings", UNSET))

        tournaments = cast(list[str], d.pop("tournaments", UNSET))

        users = cast(list[str], d.pop("users", UNSET))

        webhook_filters = cls(
            games=games,
            happenings=happenings,
            tournaments=tournaments,
            users=users,
        )

        return webhook_filters
