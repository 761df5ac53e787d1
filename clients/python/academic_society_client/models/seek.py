from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_options import ClockOptions
    from ..models.seek_clock_type_1_type_0 import SeekClockType1Type0
    from ..models.seek_options import SeekOptions


T = TypeVar("T", bound="Seek")


@_attrs_define
class Seek:
    """
    Attributes:
        name (str):
        players (list[int]): acceptable player counts
        user (str):
        clock (ClockOptions | None | SeekClockType1Type0 | Unset):
        options (SeekOptions | Unset):
        rating_range (list[float] | None | Unset): [min, max] of the others' ratings
    """

    name: str
    players: list[int]
    user: str
    clock: ClockOptions | None | SeekClockType1Type0 | Unset = UNSET
    options: SeekOptions | Unset = UNSET
    rating_range: list[float] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_options import ClockOptions
        from ..models.seek_clock_type_1_type_0 import SeekClockType1Type0

        name = self.name

        players = self.players

        user = self.user

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockOptions) or isinstance(
            self.clock, SeekClockType1Type0
        ):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        rating_range: list[float] | None | Unset
        if isinstance(self.rating_range, Unset):
            rating_range = UNSET
        elif isinstance(self.rating_range, list):
            rating_range = self.rating_range

        else:
            rating_range = self.rating_range

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "players": players,
                "user": user,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if rating_range is not UNSET:
            field_dict["rating_range"] = rating_range

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.clock_options import ClockOptions
        from ..models.seek_clock_type_1_type_0 import SeekClockType1Type0
        from ..models.seek_options import SeekOptions

        d = dict(src_dict)
        name = d.pop("name")

        players = cast(list[int], d.pop("players"))

        user = d.pop("user")

        def _parse_clock(
            data: object,
        ) -> ClockOptions | None | SeekClockType1Type0 | Unset:
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
                clock_type_1_type_0 = SeekClockType1Type0.from_dict(data)

                return clock_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockOptions | None | SeekClockType1Type0 | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        _options = d.pop("options", UNSET)
        options: SeekOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = SeekOptions.from_dict(_options)

        def _parse_rating_range(data: object) -> list[float] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_range_type_0 = cast(list[float], data)

                return rating_range_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | None | Unset, data)

        rating_range = _parse_rating_range(d.pop("rating_range", UNSET))

        seek = cls(
            name=name,
            players=players,
            user=user,
            clock=clock,
            options=options,
            rating_range=rating_range,
        )

        return seek
