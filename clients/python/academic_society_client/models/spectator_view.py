from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.spectator_view_discard import SpectatorViewDiscard
    from ..models.spectator_view_display import SpectatorViewDisplay
    from ..models.spectator_view_pile_counts import SpectatorViewPileCounts
    from ..models.spectator_view_players_item import SpectatorViewPlayersItem
    from ..models.spectator_view_prompt_type_0 import SpectatorViewPromptType0
    from ..models.spectator_view_reshuffles import SpectatorViewReshuffles
    from ..models.spectator_view_spaces import SpectatorViewSpaces


T = TypeVar("T", bound="SpectatorView")


@_attrs_define
class SpectatorView:
    """what anyone may see

    Attributes:
        achieved (list[list[int | str]]):
        activated (list[str]):
        beside (list[str]):
        cursor (int):
        discard (SpectatorViewDiscard):
        display (SpectatorViewDisplay):
        game (str):
        laid (list[list[int]]):
        lowest (list[int]):
        n (int):
        order (list[int]):
        over (bool):
        p5pos (int):
        phase (int | str):
        pile_counts (SpectatorViewPileCounts):
        players (list[SpectatorViewPlayersItem]):
        prompt (None | SpectatorViewPromptType0):
        rc_pile_count (int):
        rc_removed (list[str]):
        rc_revealed (list[str]):
        reshuffles (SpectatorViewReshuffles):
        round_ (int):
        salon (list[int]):
        secretariat (list[str]):
        spaces (SpectatorViewSpaces):
        stage (str):
        stamp (int):
        you (Any):
    """

    achieved: list[list[int | str]]
    activated: list[str]
    beside: list[str]
    cursor: int
    discard: SpectatorViewDiscard
    display: SpectatorViewDisplay
    game: str
    laid: list[list[int]]
    lowest: list[int]
    n: int
    order: list[int]
    over: bool
    p5pos: int
    phase: int | str
    pile_counts: SpectatorViewPileCounts
    players: list[SpectatorViewPlayersItem]
    prompt: None | SpectatorViewPromptType0
    rc_pile_count: int
    rc_removed: list[str]
    rc_revealed: list[str]
    reshuffles: SpectatorViewReshuffles
    round_: int
    salon: list[int]
    secretariat: list[str]
    spaces: SpectatorViewSpaces
    stage: str
    stamp: int
    you: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.spectator_view_prompt_type_0 import SpectatorViewPromptType0

        achieved = []
        for achieved_item_data in self.achieved:
            achieved_item = []
            for achieved_item_item_data in achieved_item_data:
                achieved_item_item: int | str
                achieved_item_item = achieved_item_item_data
                achieved_item.append(achieved_item_item)

            achieved.append(achieved_item)

        activated = self.activated

        beside = self.beside

        cursor = self.cursor

        discard = self.discard.to_dict()

        display = self.display.to_dict()

        game = self.game

        laid = []
        for laid_item_data in self.laid:
            laid_item = laid_item_data

            laid.append(laid_item)

        lowest = self.lowest

        n = self.n

        order = self.order

        over = self.over

        p5pos = self.p5pos

        phase: int | str
        phase = self.phase

        pile_counts = self.pile_counts.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        prompt: dict[str, Any] | None
        if isinstance(self.prompt, SpectatorViewPromptType0):
            prompt = self.prompt.to_dict()
        else:
            prompt = self.prompt

        rc_pile_count = self.rc_pile_count

        rc_removed = self.rc_removed

        rc_revealed = self.rc_revealed

        reshuffles = self.reshuffles.to_dict()

        round_ = self.round_

        salon = self.salon

        secretariat = self.secretariat

        spaces = self.spaces.to_dict()

        stage = self.stage

        stamp = self.stamp

        you = self.you

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "achieved": achieved,
                "activated": activated,
                "beside": beside,
                "cursor": cursor,
                "discard": discard,
                "display": display,
                "game": game,
                "laid": laid,
                "lowest": lowest,
                "n": n,
                "order": order,
                "over": over,
                "p5pos": p5pos,
                "phase": phase,
                "pile_counts": pile_counts,
                "players": players,
                "prompt": prompt,
                "rc_pile_count": rc_pile_count,
                "rc_removed": rc_removed,
                "rc_revealed": rc_revealed,
                "reshuffles": reshuffles,
                "round": round_,
                "salon": salon,
                "secretariat": secretariat,
                "spaces": spaces,
                "stage": stage,
                "stamp": stamp,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.spectator_view_discard import SpectatorViewDiscard
        from ..models.spectator_view_display import SpectatorViewDisplay
        from ..models.spectator_view_pile_counts import SpectatorViewPileCounts
        from ..models.spectator_view_players_item import SpectatorViewPlayersItem
        from ..models.spectator_view_prompt_type_0 import SpectatorViewPromptType0
        from ..models.spectator_view_reshuffles import SpectatorViewReshuffles
        from ..models.spectator_view_spaces import SpectatorViewSpaces

        d = dict(src_dict)
        achieved = []
        _achieved = d.pop("achieved")
        for achieved_item_data in _achieved:
            achieved_item = []
            _achieved_item = achieved_item_data
            for achieved_item_item_data in _achieved_item:

                def _parse_achieved_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                achieved_item_item = _parse_achieved_item_item(achieved_item_item_data)

                achieved_item.append(achieved_item_item)

            achieved.append(achieved_item)

        activated = cast(list[str], d.pop("activated"))

        beside = cast(list[str], d.pop("beside"))

        cursor = d.pop("cursor")

        discard = SpectatorViewDiscard.from_dict(d.pop("discard"))

        display = SpectatorViewDisplay.from_dict(d.pop("display"))

        game = d.pop("game")

        laid = []
        _laid = d.pop("laid")
        for laid_item_data in _laid:
            laid_item = cast(list[int], laid_item_data)

            laid.append(laid_item)

        lowest = cast(list[int], d.pop("lowest"))

        n = d.pop("n")

        order = cast(list[int], d.pop("order"))

        over = d.pop("over")

        p5pos = d.pop("p5pos")

        def _parse_phase(data: object) -> int | str:
            return cast(int | str, data)

        phase = _parse_phase(d.pop("phase"))

        pile_counts = SpectatorViewPileCounts.from_dict(d.pop("pile_counts"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = SpectatorViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_prompt(data: object) -> None | SpectatorViewPromptType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prompt_type_0 = SpectatorViewPromptType0.from_dict(data)

                return prompt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpectatorViewPromptType0, data)

        prompt = _parse_prompt(d.pop("prompt"))

        rc_pile_count = d.pop("rc_pile_count")

        rc_removed = cast(list[str], d.pop("rc_removed"))

        rc_revealed = cast(list[str], d.pop("rc_revealed"))

        reshuffles = SpectatorViewReshuffles.from_dict(d.pop("reshuffles"))

        round_ = d.pop("round")

        salon = cast(list[int], d.pop("salon"))

        secretariat = cast(list[str], d.pop("secretariat"))

        spaces = SpectatorViewSpaces.from_dict(d.pop("spaces"))

        stage = d.pop("stage")

        stamp = d.pop("stamp")

        you = d.pop("you")

        spectator_view = cls(
            achieved=achieved,
            activated=activated,
            beside=beside,
            cursor=cursor,
            discard=discard,
            display=display,
            game=game,
            laid=laid,
            lowest=lowest,
            n=n,
            order=order,
            over=over,
            p5pos=p5pos,
            phase=phase,
            pile_counts=pile_counts,
            players=players,
            prompt=prompt,
            rc_pile_count=rc_pile_count,
            rc_removed=rc_removed,
            rc_revealed=rc_revealed,
            reshuffles=reshuffles,
            round_=round_,
            salon=salon,
            secretariat=secretariat,
            spaces=spaces,
            stage=stage,
            stamp=stamp,
            you=you,
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
