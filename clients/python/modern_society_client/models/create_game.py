from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_game_visibility import CreateGameVisibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_options import ClockOptions
    from ..models.create_game_clock_type_1_type_0 import CreateGameClockType1Type0
    from ..models.create_game_options import CreateGameOptions
    from ..models.player import Player


T = TypeVar("T", bound="CreateGame")


@_attrs_define
class CreateGame:
    """
    Attributes:
        players (list[Player]):
        clock (ClockOptions | CreateGameClockType1Type0 | None | Unset): optional time control
        options (CreateGameOptions | Unset):
        seed (int | Unset):
        visibility (CreateGameVisibility | Unset): `public` (listed, anyone may watch), `unlisted` (anyone holding the
            id may watch; not listed) or `private` (its parties, seats and admitted spectators only); default `unlisted`
    """

    players: list[Player]
    clock: ClockOptions | CreateGameClockType1Type0 | None | Unset = UNSET
    options: CreateGameOptions | Unset = UNSET
    seed: int | Unset = UNSET
    visibility: CreateGameVisibility | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_options import ClockOptions
        from ..models.create_game_clock_type_1_type_0 import CreateGameClockType1Type0

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockOptions) or isinstance(
            self.clock, CreateGameClockType1Type0
        ):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_options import ClockOptions
        from ..models.create_game_clock_type_1_type_0 import CreateGameClockType1Type0
        from ..models.create_game_options import CreateGameOptions
        from ..models.player import Player

        d = dict(src_dict)
        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Player.from_dict(players_item_data)

            players.append(players_item)

        def _parse_clock(
            data: object,
        ) -> ClockOptions | CreateGameClockType1Type0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockOptions.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_1_type_0 = CreateGameClockType1Type0.from_dict(data)

                return clock_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockOptions | CreateGameClockType1Type0 | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _options = d.pop("options", UNSET)
        options: CreateGameOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameOptions.from_dict(_options)

        seed = d.pop("seed", UNSET)

        _visibility = d.pop("visibility", UNSET)
        visibility: CreateGameVisibility | Unset
        if isinstance(_visibility, Unset):
            visibility = UNSET
        else:
            visibility = CreateGameVisibility(_visibility)

        create_game = cls(
            players=players,
            clock=clock,
            options=options,
            seed=seed,
            visibility=visibility,
        )

        return create_game
