from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_set_up_event_data_secret_bags import GameSetUpEventDataSecretBags
    from ..models.game_set_up_event_data_secret_bloomsbury import (
        GameSetUpEventDataSecretBloomsbury,
    )


T = TypeVar("T", bound="GameSetUpEventDataSecret")


@_attrs_define
class GameSetUpEventDataSecret:
    """
    Attributes:
        bags (GameSetUpEventDataSecretBags):
        bloomsbury (GameSetUpEventDataSecretBloomsbury):
        box10 (list[str]):
        deck (list[int]):
        patron_deck (list[int]):
        automa_deck (list[int] | Unset):
    """

    bags: GameSetUpEventDataSecretBags
    bloomsbury: GameSetUpEventDataSecretBloomsbury
    box10: list[str]
    deck: list[int]
    patron_deck: list[int]
    automa_deck: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bags = self.bags.to_dict()

        bloomsbury = self.bloomsbury.to_dict()

        box10 = self.box10

        deck = self.deck

        patron_deck = self.patron_deck

        automa_deck: list[int] | Unset = UNSET
        if not isinstance(self.automa_deck, Unset):
            automa_deck = self.automa_deck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bags": bags,
                "bloomsbury": bloomsbury,
                "box10": box10,
                "deck": deck,
                "patron_deck": patron_deck,
            }
        )
        if automa_deck is not UNSET:
            field_dict["automa_deck"] = automa_deck

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_set_up_event_data_secret_bags import (
            GameSetUpEventDataSecretBags,
        )
        from ..models.game_set_up_event_data_secret_bloomsbury import (
            GameSetUpEventDataSecretBloomsbury,
        )

        d = dict(src_dict)
        bags = GameSetUpEventDataSecretBags.from_dict(d.pop("bags"))

        bloomsbury = GameSetUpEventDataSecretBloomsbury.from_dict(d.pop("bloomsbury"))

        box10 = cast(list[str], d.pop("box10"))

        deck = cast(list[int], d.pop("deck"))

        patron_deck = cast(list[int], d.pop("patron_deck"))

        automa_deck = cast(list[int], d.pop("automa_deck", UNSET))

        game_set_up_event_data_secret = cls(
            bags=bags,
            bloomsbury=bloomsbury,
            box10=box10,
            deck=deck,
            patron_deck=patron_deck,
            automa_deck=automa_deck,
        )

        game_set_up_event_data_secret.additional_properties = d
        return game_set_up_event_data_secret

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
