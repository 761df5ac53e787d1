from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_finished_event_data_seed import GameFinishedEventDataSeed
    from ..models.game_finished_event_data_transcript import (
        GameFinishedEventDataTranscript,
    )
    from ..models.game_result import GameResult


T = TypeVar("T", bound="GameFinishedEventData")


@_attrs_define
class GameFinishedEventData:
    """the game was scored; the revealed seed lets anyone re-derive every draw

    Attributes:
        result (GameResult):
        seed (GameFinishedEventDataSeed):
        transcript (GameFinishedEventDataTranscript | Unset): the server's signed head of the chain before this event
    """

    result: GameResult
    seed: GameFinishedEventDataSeed
    transcript: GameFinishedEventDataTranscript | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        seed = self.seed.to_dict()

        transcript: dict[str, Any] | Unset = UNSET
        if not isinstance(self.transcript, Unset):
            transcript = self.transcript.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "result": result,
                "seed": seed,
            }
        )
        if transcript is not UNSET:
            field_dict["transcript"] = transcript

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.game_finished_event_data_seed import GameFinishedEventDataSeed
        from ..models.game_finished_event_data_transcript import (
            GameFinishedEventDataTranscript,
        )
        from ..models.game_result import GameResult

        d = dict(src_dict)
        result = GameResult.from_dict(d.pop("result"))

        seed = GameFinishedEventDataSeed.from_dict(d.pop("seed"))

        _transcript = d.pop("transcript", UNSET)
        transcript: GameFinishedEventDataTranscript | Unset
        if isinstance(_transcript, Unset):
            transcript = UNSET
        else:
            transcript = GameFinishedEventDataTranscript.from_dict(_transcript)

        game_finished_event_data = cls(
            result=result,
            seed=seed,
            transcript=transcript,
        )

        game_finished_event_data.additional_properties = d
        return game_finished_event_data

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
