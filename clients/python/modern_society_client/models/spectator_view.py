from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_change_type_0 import SpectatorViewChangeType0
    from ..models.spectator_view_end_type_0 import SpectatorViewEndType0
    from ..models.spectator_view_exchanging_type_0 import SpectatorViewExchangingType0
    from ..models.spectator_view_law_supply_item import SpectatorViewLawSupplyItem
    from ..models.spectator_view_players_item import SpectatorViewPlayersItem
    from ..models.spectator_view_track_item import SpectatorViewTrackItem


T = TypeVar("T", bound="SpectatorView")


@_attrs_define
class SpectatorView:
    """what anyone may see

    Attributes:
        change (None | SpectatorViewChangeType0):
        deck_count (int):
        discard (list[str]):
        end (None | SpectatorViewEndType0):
        exchanging (None | SpectatorViewExchangingType0):
        game (str):
        last_round (int):
        law_supply (list[SpectatorViewLawSupplyItem]):
        laws_removed (list[str]):
        over (bool):
        pending (list[int]):
        phase (str):
        players (list[SpectatorViewPlayersItem]):
        queue (list[int]):
        round_ (int):
        season (int):
        seasons (int):
        seat (Any):
        start_player (int):
        started (bool):
        table (list[list[int | str]]):
        track (list[SpectatorViewTrackItem]):
        turn_order (list[int]):
        value (str):
        waiting (list[int]):
        wave (int):
    """

    change: None | SpectatorViewChangeType0
    deck_count: int
    discard: list[str]
    end: None | SpectatorViewEndType0
    exchanging: None | SpectatorViewExchangingType0
    game: str
    last_round: int
    law_supply: list[SpectatorViewLawSupplyItem]
    laws_removed: list[str]
    over: bool
    pending: list[int]
    phase: str
    players: list[SpectatorViewPlayersItem]
    queue: list[int]
    round_: int
    season: int
    seasons: int
    seat: Any
    start_player: int
    started: bool
    table: list[list[int | str]]
    track: list[SpectatorViewTrackItem]
    turn_order: list[int]
    value: str
    waiting: list[int]
    wave: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.spectator_view_change_type_0 import SpectatorViewChangeType0
        from ..models.spectator_view_end_type_0 import SpectatorViewEndType0
        from ..models.spectator_view_exchanging_type_0 import (
            SpectatorViewExchangingType0,
        )

        change: dict[str, Any] | None
        if isinstance(self.change, SpectatorViewChangeType0):
            change = self.change.to_dict()
        else:
            change = self.change

        deck_count = self.deck_count

        discard = self.discard

        end: dict[str, Any] | None
        if isinstance(self.end, SpectatorViewEndType0):
            end = self.end.to_dict()
        else:
            end = self.end

        exchanging: dict[str, Any] | None
        if isinstance(self.exchanging, SpectatorViewExchangingType0):
            exchanging = self.exchanging.to_dict()
        else:
            exchanging = self.exchanging

        game = self.game

        last_round = self.last_round

        law_supply = []
        for law_supply_item_data in self.law_supply:
            law_supply_item = law_supply_item_data.to_dict()
            law_supply.append(law_supply_item)

        laws_removed = self.laws_removed

        over = self.over

        pending = self.pending

        phase = self.phase

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        queue = self.queue

        round_ = self.round_

        season = self.season

        seasons = self.seasons

        seat = self.seat

        start_player = self.start_player

        started = self.started

        table = []
        for table_item_data in self.table:
            table_item = []
            for table_item_item_data in table_item_data:
                table_item_item: int | str
                table_item_item = table_item_item_data
                table_item.append(table_item_item)

            table.append(table_item)

        track = []
        for track_item_data in self.track:
            track_item = track_item_data.to_dict()
            track.append(track_item)

        turn_order = self.turn_order

        value = self.value

        waiting = self.waiting

        wave = self.wave

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "change": change,
                "deck_count": deck_count,
                "discard": discard,
                "end": end,
                "exchanging": exchanging,
                "game": game,
                "last_round": last_round,
                "law_supply": law_supply,
                "laws_removed": laws_removed,
                "over": over,
                "pending": pending,
                "phase": phase,
                "players": players,
                "queue": queue,
                "round": round_,
                "season": season,
                "seasons": seasons,
                "seat": seat,
                "start_player": start_player,
                "started": started,
                "table": table,
                "track": track,
                "turn_order": turn_order,
                "value": value,
                "waiting": waiting,
                "wave": wave,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_change_type_0 import SpectatorViewChangeType0
        from ..models.spectator_view_end_type_0 import SpectatorViewEndType0
        from ..models.spectator_view_exchanging_type_0 import (
            SpectatorViewExchangingType0,
        )
        from ..models.spectator_view_law_supply_item import SpectatorViewLawSupplyItem
        from ..models.spectator_view_players_item import SpectatorViewPlayersItem
        from ..models.spectator_view_track_item import SpectatorViewTrackItem

        d = dict(src_dict)

        def _parse_change(data: object) -> None | SpectatorViewChangeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                change_type_0 = SpectatorViewChangeType0.from_dict(data)

                return change_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewChangeType0, data)

        change = _parse_change(d.pop("change"))

        deck_count = d.pop("deck_count")

        discard = cast(list[str], d.pop("discard"))

        def _parse_end(data: object) -> None | SpectatorViewEndType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = SpectatorViewEndType0.from_dict(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewEndType0, data)

        end = _parse_end(d.pop("end"))

        def _parse_exchanging(data: object) -> None | SpectatorViewExchangingType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exchanging_type_0 = SpectatorViewExchangingType0.from_dict(data)

                return exchanging_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewExchangingType0, data)

        exchanging = _parse_exchanging(d.pop("exchanging"))

        game = d.pop("game")

        last_round = d.pop("last_round")

        law_supply = []
        _law_supply = d.pop("law_supply")
        for law_supply_item_data in _law_supply:
            law_supply_item = SpectatorViewLawSupplyItem.from_dict(law_supply_item_data)

            law_supply.append(law_supply_item)

        laws_removed = cast(list[str], d.pop("laws_removed"))

        over = d.pop("over")

        pending = cast(list[int], d.pop("pending"))

        phase = d.pop("phase")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SpectatorViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        queue = cast(list[int], d.pop("queue"))

        round_ = d.pop("round")

        season = d.pop("season")

        seasons = d.pop("seasons")

        seat = d.pop("seat")

        start_player = d.pop("start_player")

        started = d.pop("started")

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = []
            _table_item = table_item_data
            for table_item_item_data in _table_item:

                def _parse_table_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                table_item_item = _parse_table_item_item(table_item_item_data)

                table_item.append(table_item_item)

            table.append(table_item)

        track = []
        _track = d.pop("track")
        for track_item_data in _track:
            track_item = SpectatorViewTrackItem.from_dict(track_item_data)

            track.append(track_item)

        turn_order = cast(list[int], d.pop("turn_order"))

        value = d.pop("value")

        waiting = cast(list[int], d.pop("waiting"))

        wave = d.pop("wave")

        spectator_view = cls(
            change=change,
            deck_count=deck_count,
            discard=discard,
            end=end,
            exchanging=exchanging,
            game=game,
            last_round=last_round,
            law_supply=law_supply,
            laws_removed=laws_removed,
            over=over,
            pending=pending,
            phase=phase,
            players=players,
            queue=queue,
            round_=round_,
            season=season,
            seasons=seasons,
            seat=seat,
            start_player=start_player,
            started=started,
            table=table,
            track=track,
            turn_order=turn_order,
            value=value,
            waiting=waiting,
            wave=wave,
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
