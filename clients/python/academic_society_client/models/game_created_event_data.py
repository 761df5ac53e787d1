from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_created_event_data_clock import GameCreatedEventDataClock
    from ..models.game_created_event_data_options import GameCreatedEventDataOptions
    from ..models.game_created_event_data_players_item import (
        GameCreatedEventDataPlayersItem,
    )
    from ..models.game_created_event_data_rules import GameCreatedEventDataRules
    from ..models.game_created_event_data_table import GameCreatedEventDataTable


T = TypeVar("T", bound="GameCreatedEventData")


@_attrs_define
class GameCreatedEventData:
    """the game was created: exactly what its setup was given, and the seed's commitment

    Attributes:
        game (str):
        options (GameCreatedEventDataOptions):
        players (list[GameCreatedEventDataPlayersItem]):
        seed_commitment (str):
        canon (str | Unset): the canonical JSON of the hash chain (docs/FORMAT.md)
        clock (GameCreatedEventDataClock | Unset): the time control (docs/frontends/clocks.md)
        policy_versions (list[int | None] | Unset): per seat, the version of its bot policy (null for a human seat, or a
            policy without versions): what chooses its commands and what the audit's `bots` check re-derives them with
            (docs/FORMAT.md, Versions); absent in games recorded before 6 December
        rules (GameCreatedEventDataRules | Unset): the rules version the game is played and audited under, and its
            result's schema (docs/FORMAT.md, Versions); absent in games recorded before 2 December
        table (GameCreatedEventDataTable | Unset): a tournament game's round and table
        tournament (str | Unset):
    """

    game: str
    options: GameCreatedEventDataOptions
    players: list[GameCreatedEventDataPlayersItem]
    seed_commitment: str
    canon: str | Unset = UNSET
    clock: GameCreatedEventDataClock | Unset = UNSET
    policy_versions: list[int | None] | Unset = UNSET
    rules: GameCreatedEventDataRules | Unset = UNSET
    table: GameCreatedEventDataTable | Unset = UNSET
    tournament: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        seed_commitment = self.seed_commitment

        canon = self.canon

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        policy_versions: list[int | None] | Unset = UNSET
        if not isinstance(self.policy_versions, Unset):
            policy_versions = []
            for policy_versions_item_data in self.policy_versions:
                policy_versions_item: int | None
                policy_versions_item = policy_versions_item_data
                policy_versions.append(policy_versions_item)

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        tournament = self.tournament

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "options": options,
                "players": players,
                "seed_commitment": seed_commitment,
            }
        )
        if canon is not UNSET:
            field_dict["canon"] = canon
        if clock is not UNSET:
            field_dict["clock"] = clock
        if policy_versions is not UNSET:
            field_dict["policy_versions"] = policy_versions
        if rules is not UNSET:
            field_dict["rules"] = rules
        if table is not UNSET:
            field_dict["table"] = table
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_created_event_data_clock import GameCreatedEventDataClock
        from ..models.game_created_event_data_options import GameCreatedEventDataOptions
        from ..models.game_created_event_data_players_item import (
            GameCreatedEventDataPlayersItem,
        )
        from ..models.game_created_event_data_rules import GameCreatedEventDataRules
        from ..models.game_created_event_data_table import GameCreatedEventDataTable

        d = dict(src_dict)
        game = d.pop("game")

        options = GameCreatedEventDataOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameCreatedEventDataPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        seed_commitment = d.pop("seed_commitment")

        canon = d.pop("canon", UNSET)

        _clock = d.pop("clock", UNSET)
        clock: GameCreatedEventDataClock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = GameCreatedEventDataClock.from_dict(_clock)

        _policy_versions = d.pop("policy_versions", UNSET)
        policy_versions: list[int | None] | Unset = UNSET
        if _policy_versions is not UNSET:
            policy_versions = []
            for policy_versions_item_data in _policy_versions:

                def _parse_policy_versions_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                policy_versions_item = _parse_policy_versions_item(
                    policy_versions_item_data
                )

                policy_versions.append(policy_versions_item)

        _rules = d.pop("rules", UNSET)
        rules: GameCreatedEventDataRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = GameCreatedEventDataRules.from_dict(_rules)

        _table = d.pop("table", UNSET)
        table: GameCreatedEventDataTable | Unset
        if isinstance(_table, Unset):
            table = UNSET
        else:
            table = GameCreatedEventDataTable.from_dict(_table)

        tournament = d.pop("tournament", UNSET)

        game_created_event_data = cls(
            game=game,
            options=options,
            players=players,
            seed_commitment=seed_commitment,
            canon=canon,
            clock=clock,
            policy_versions=policy_versions,
            rules=rules,
            table=table,
            tournament=tournament,
        )

        game_created_event_data.additional_properties = d
        return game_created_event_data

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
