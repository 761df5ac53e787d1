from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analysis_result_marks import AnalysisResultMarks
    from ..models.analysis_result_release import AnalysisResultRelease
    from ..models.analysis_result_rules_type_0 import AnalysisResultRulesType0
    from ..models.analysis_result_settings import AnalysisResultSettings
    from ..models.reviewed_decision import ReviewedDecision
    from ..models.seat_review import SeatReview
    from ..models.standing import Standing
    from ..models.turning_point import TurningPoint


T = TypeVar("T", bound="AnalysisResult")


@_attrs_define
class AnalysisResult:
    """
    Attributes:
        decisions (list[ReviewedDecision]):
        game (str):
        game_id (str):
        marks (AnalysisResultMarks): mark -> the smallest loss it takes
        release (AnalysisResultRelease): package, version, analysis
        seats (list[SeatReview]):
        settings (AnalysisResultSettings):
        standing (list[Standing]):
        turning_points (list[TurningPoint]):
        unit (str): what the game's points are called
        rules (AnalysisResultRulesType0 | None | Unset):
    """

    decisions: list[ReviewedDecision]
    game: str
    game_id: str
    marks: AnalysisResultMarks
    release: AnalysisResultRelease
    seats: list[SeatReview]
    settings: AnalysisResultSettings
    standing: list[Standing]
    turning_points: list[TurningPoint]
    unit: str
    rules: AnalysisResultRulesType0 | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_result_rules_type_0 import AnalysisResultRulesType0

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        game = self.game

        game_id = self.game_id

        marks = self.marks.to_dict()

        release = self.release.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        settings = self.settings.to_dict()

        standing = []
        for standing_item_data in self.standing:
            standing_item = standing_item_data.to_dict()
            standing.append(standing_item)

        turning_points = []
        for turning_points_item_data in self.turning_points:
            turning_points_item = turning_points_item_data.to_dict()
            turning_points.append(turning_points_item)

        unit = self.unit

        rules: dict[str, Any] | None | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, AnalysisResultRulesType0):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "decisions": decisions,
                "game": game,
                "game_id": game_id,
                "marks": marks,
                "release": release,
                "seats": seats,
                "settings": settings,
                "standing": standing,
                "turning_points": turning_points,
                "unit": unit,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_result_marks import AnalysisResultMarks
        from ..models.analysis_result_release import AnalysisResultRelease
        from ..models.analysis_result_rules_type_0 import AnalysisResultRulesType0
        from ..models.analysis_result_settings import AnalysisResultSettings
        from ..models.reviewed_decision import ReviewedDecision
        from ..models.seat_review import SeatReview
        from ..models.standing import Standing
        from ..models.turning_point import TurningPoint

        d = dict(src_dict)
        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = ReviewedDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        game = d.pop("game")

        game_id = d.pop("game_id")

        marks = AnalysisResultMarks.from_dict(d.pop("marks"))

        release = AnalysisResultRelease.from_dict(d.pop("release"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatReview.from_dict(seats_item_data)

            seats.append(seats_item)

        settings = AnalysisResultSettings.from_dict(d.pop("settings"))

        standing = []
        _standing = d.pop("standing")
        for standing_item_data in _standing:
            standing_item = Standing.from_dict(standing_item_data)

            standing.append(standing_item)

        turning_points = []
        _turning_points = d.pop("turning_points")
        for turning_points_item_data in _turning_points:
            turning_points_item = TurningPoint.from_dict(turning_points_item_data)

            turning_points.append(turning_points_item)

        unit = d.pop("unit")

        def _parse_rules(data: object) -> AnalysisResultRulesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_0 = AnalysisResultRulesType0.from_dict(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisResultRulesType0 | None | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        analysis_result = cls(
            decisions=decisions,
            game=game,
            game_id=game_id,
            marks=marks,
            release=release,
            seats=seats,
            settings=settings,
            standing=standing,
            turning_points=turning_points,
            unit=unit,
            rules=rules,
        )

        return analysis_result
