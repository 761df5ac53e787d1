from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_players_item_influence import (
        SpectatorViewPlayersItemInfluence,
    )
    from ..models.spectator_view_players_item_laws import SpectatorViewPlayersItemLaws


T = TypeVar("T", bound="SpectatorViewPlayersItem")


@_attrs_define
class SpectatorViewPlayersItem:
    """
    Attributes:
        bought_this_round (bool):
        face_down_played (bool):
        hand_count (int):
        influence (SpectatorViewPlayersItemInfluence):
        kind (str):
        laws (SpectatorViewPlayersItemLaws):
        name (str):
        played_this_round (list[str]):
        seat (int):
        vp (int):
    """

    bought_this_round: bool
    face_down_played: bool
    hand_count: int
    influence: SpectatorViewPlayersItemInfluence
    kind: str
    laws: SpectatorViewPlayersItemLaws
    name: str
    played_this_round: list[str]
    seat: int
    vp: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bought_this_round = self.bought_this_round

        face_down_played = self.face_down_played

        hand_count = self.hand_count

        influence = self.influence.to_dict()

        kind = self.kind

        laws = self.laws.to_dict()

        name = self.name

        played_this_round = self.played_this_round

        seat = self.seat

        vp = self.vp

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bought_this_round": bought_this_round,
                "face_down_played": face_down_played,
                "hand_count": hand_count,
                "influence": influence,
                "kind": kind,
                "laws": laws,
                "name": name,
                "played_this_round": played_this_round,
                "seat": seat,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_players_item_influence import (
            SpectatorViewPlayersItemInfluence,
        )
        from ..models.spectator_view_players_item_laws import (
            SpectatorViewPlayersItemLaws,
        )

        d = dict(src_dict)
        bought_this_round = d.pop("bought_this_round")

        face_down_played = d.pop("face_down_played")

        hand_count = d.pop("hand_count")

        influence = SpectatorViewPlayersItemInfluence.from_dict(d.pop("influence"))

        kind = d.pop("kind")

        laws = SpectatorViewPlayersItemLaws.from_dict(d.pop("laws"))

        name = d.pop("name")

        played_this_round = cast(list[str], d.pop("played_this_round"))

        seat = d.pop("seat")

        vp = d.pop("vp")

        spectator_view_players_item = cls(
            bought_this_round=bought_this_round,
            face_down_played=face_down_played,
            hand_count=hand_count,
            influence=influence,
            kind=kind,
            laws=laws,
            name=name,
            played_this_round=played_this_round,
            seat=seat,
            vp=vp,
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
