from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_players_item_presentation import (
        SpectatorViewPlayersItemPresentation,
    )
    from ..models.spectator_view_players_item_sabbatical import (
        SpectatorViewPlayersItemSabbatical,
    )
    from ..models.spectator_view_players_item_theories import (
        SpectatorViewPlayersItemTheories,
    )


T = TypeVar("T", bound="SpectatorViewPlayersItem")


@_attrs_define
class SpectatorViewPlayersItem:
    """
    Attributes:
        authority (list[int]):
        board_scholars (int):
        board_secretaries (list[str]):
        contribution (int):
        hand (int):
        influence (int):
        kind (str):
        name (str):
        policy (None | str):
        presentation (SpectatorViewPlayersItemPresentation):
        sabbatical (SpectatorViewPlayersItemSabbatical):
        seat (int):
        secretaries (list[str]):
        stamp (int):
        theories (SpectatorViewPlayersItemTheories):
    """

    authority: list[int]
    board_scholars: int
    board_secretaries: list[str]
    contribution: int
    hand: int
    influence: int
    kind: str
    name: str
    policy: None | str
    presentation: SpectatorViewPlayersItemPresentation
    sabbatical: SpectatorViewPlayersItemSabbatical
    seat: int
    secretaries: list[str]
    stamp: int
    theories: SpectatorViewPlayersItemTheories
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        authority = self.authority

        board_scholars = self.board_scholars

        board_secretaries = self.board_secretaries

        contribution = self.contribution

        hand = self.hand

        influence = self.influence

        kind = self.kind

        name = self.name

        policy: None | str
        policy = self.policy

        presentation = self.presentation.to_dict()

        sabbatical = self.sabbatical.to_dict()

        seat = self.seat

        secretaries = self.secretaries

        stamp = self.stamp

        theories = self.theories.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "authority": authority,
                "board_scholars": board_scholars,
                "board_secretaries": board_secretaries,
                "contribution": contribution,
                "hand": hand,
                "influence": influence,
                "kind": kind,
                "name": name,
                "policy": policy,
                "presentation": presentation,
                "sabbatical": sabbatical,
                "seat": seat,
                "secretaries": secretaries,
                "stamp": stamp,
                "theories": theories,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_players_item_presentation import (
            SpectatorViewPlayersItemPresentation,
        )
        from ..models.spectator_view_players_item_sabbatical import (
            SpectatorViewPlayersItemSabbatical,
        )
        from ..models.spectator_view_players_item_theories import (
            SpectatorViewPlayersItemTheories,
        )

        d = dict(src_dict)
        authority = cast(list[int], d.pop("authority"))

        board_scholars = d.pop("board_scholars")

        board_secretaries = cast(list[str], d.pop("board_secretaries"))

        contribution = d.pop("contribution")

        hand = d.pop("hand")

        influence = d.pop("influence")

        kind = d.pop("kind")

        name = d.pop("name")

        def _parse_policy(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        policy = _parse_policy(d.pop("policy"))

        presentation = SpectatorViewPlayersItemPresentation.from_dict(
            d.pop("presentation")
        )

        sabbatical = SpectatorViewPlayersItemSabbatical.from_dict(d.pop("sabbatical"))

        seat = d.pop("seat")

        secretaries = cast(list[str], d.pop("secretaries"))

        stamp = d.pop("stamp")

        theories = SpectatorViewPlayersItemTheories.from_dict(d.pop("theories"))

        spectator_view_players_item = cls(
            authority=authority,
            board_scholars=board_scholars,
            board_secretaries=board_secretaries,
            contribution=contribution,
            hand=hand,
            influence=influence,
            kind=kind,
            name=name,
            policy=policy,
            presentation=presentation,
            sabbatical=sabbatical,
            seat=seat,
            secretaries=secretaries,
            stamp=stamp,
            theories=theories,
        )

        spectator_view_players_item.additional_properties = d
        return spectator_view_players_item

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
