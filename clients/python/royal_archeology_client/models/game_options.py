from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.game_options_mode import GameOptionsMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameOptions")


@_attrs_define
class GameOptions:
    """
    Attributes:
        mode (GameOptionsMode | Unset): the game mode; without it the seats decide (2 with the Automa: solo, 3 with the
            Automa: competitive, 2: confrontation, else standard)
        simplified_setup (bool | Unset): Simplified Setup: deal the marked Expedition cards, no Society card choice (for
            a first game)
    """

    mode: GameOptionsMode | Unset = UNSET
    simplified_setup: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        simplified_setup = self.simplified_setup

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if mode is not UNSET:
            field_dict["mode"] = mode
        if simplified_setup is not UNSET:
            field_dict["simplified_setup"] = simplified_setup

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _mode = d.pop("mode", UNSET)
        mode: GameOptionsMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = GameOptionsMode(_mode)

        simplified_setup = d.pop("simplified_setup", UNSET)

        game_options = cls(
            mode=mode,
            simplified_setup=simplified_setup,
        )

        return game_options
