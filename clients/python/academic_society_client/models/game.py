from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_status import GameStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.before_setup_view import BeforeSetupView
    from ..models.game_clock import GameClock
    from ..models.game_clock_type_1_type_0 import GameClockType1Type0
    from ..models.game_players_item import GamePlayersItem
    from ..models.game_result import GameResult
    from ..models.game_result_type_1_type_0 import GameResultType1Type0
    from ..models.seat_view import SeatView
    from ..models.spectator_view import SpectatorView


T = TypeVar("T", bound="Game")


@_attrs_define
class Game:
    """
    Attributes:
        game_id (str):
        pending (list[int]):
        status (GameStatus):
        version (int):
        view (BeforeSetupView | SeatView | SpectatorView):
        at_version (int | Unset): present when the document was asked ?at_version=
        clock (GameClock | GameClockType1Type0 | None | Unset): null without a time control
        game (str | Unset):
        latest_version (int | Unset): with at_version: the game's current version
        players (list[GamePlayersItem] | Unset):
        result (GameResult | GameResultType1Type0 | None | Unset):
        tournament (None | str | Unset):
    """

    game_id: str
    pending: list[int]
    status: GameStatus
    version: int
    view: BeforeSetupView | SeatView | SpectatorView
    at_version: int | Unset = UNSET
    clock: GameClock | GameClockType1Type0 | None | Unset = UNSET
    game: str | Unset = UNSET
    latest_version: int | Unset = UNSET
    players: list[GamePlayersItem] | Unset = UNSET
    result: GameResult | GameResultType1Type0 | None | Unset = UNSET
    tournament: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.game_clock import GameClock
        from ..models.game_clock_type_1_type_0 import GameClockType1Type0
        from ..models.game_result import GameResult
        from ..models.game_result_type_1_type_0 import GameResultType1Type0
        from ..models.seat_view import SeatView
        from ..models.spectator_view import SpectatorView

        game_id = self.game_id

        pending = self.pending

        status = self.status.value

        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, SeatView) or isinstance(self.view, SpectatorView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        at_version = self.at_version

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, GameClock) or isinstance(
            self.clock, GameClockType1Type0
        ):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        game = self.game

        latest_version = self.latest_version

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, GameResult) or isinstance(
            self.result, GameResultType1Type0
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        tournament: None | str | Unset
        if isinstance(self.tournament, Unset):
            tournament = UNSET
        else:
            tournament = self.tournament

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "pending": pending,
                "status": status,
                "version": version,
                "view": view,
            }
        )
        if at_version is not UNSET:
            field_dict["at_version"] = at_version
        if clock is not UNSET:
            field_dict["clock"] = clock
        if game is not UNSET:
            field_dict["game"] = game
        if latest_version is not UNSET:
            field_dict["latest_version"] = latest_version
        if players is not UNSET:
            field_dict["players"] = players
        if result is not UNSET:
            field_dict["result"] = result
        if tournament is not UNSET:
            field_dict["tournament"] = tournament

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.before_setup_view import BeforeSetupView
        from ..models.game_clock import GameClock
        from ..models.game_clock_type_1_type_0 import GameClockType1Type0
        from ..models.game_players_item import GamePlayersItem
        from ..models.game_result import GameResult
        from ..models.game_result_type_1_type_0 import GameResultType1Type0
        from ..models.seat_view import SeatView
        from ..models.spectator_view import SpectatorView

        d = dict(src_dict)
        game_id = d.pop("game_id")

        pending = cast(list[int], d.pop("pending"))

        status = GameStatus(d.pop("status"))

        version = d.pop("version")

        def _parse_view(data: object) -> BeforeSetupView | SeatView | SpectatorView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = SeatView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = SpectatorView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_2 = BeforeSetupView.from_dict(data)

            return componentsschemas_game_view_type_2

        view = _parse_view(d.pop("view"))

        at_version = d.pop("at_version", UNSET)

        def _parse_clock(
            data: object,
        ) -> GameClock | GameClockType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = GameClock.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1_type_0 = GameClockType1Type0.from_dict(data)

                return clock_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameClock | GameClockType1Type0 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        game = d.pop("game", UNSET)

        latest_version = d.pop("latest_version", UNSET)

        _players = d.pop("players", UNSET)
        players: list[GamePlayersItem] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = GamePlayersItem.from_dict(players_item_data)

                players.append(players_item)

        def _parse_result(
            data: object,
        ) -> GameResult | GameResultType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = GameResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1_type_0 = GameResultType1Type0.from_dict(data)

                return result_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameResult | GameResultType1Type0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))

        def _parse_tournament(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tournament = _parse_tournament(d.pop("tournament", UNSET))

        game = cls(
            game_id=game_id,
            pending=pending,
            status=status,
            version=version,
            view=view,
            at_version=at_version,
            clock=clock,
            game=game,
            latest_version=latest_version,
            players=players,
            result=result,
            tournament=tournament,
        )

        return game
