from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.analysis_job_status import AnalysisJobStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.analysis_job_error_type_0_type_0 import AnalysisJobErrorType0Type0
    from ..models.analysis_job_settings import AnalysisJobSettings
    from ..models.job_error import JobError
    from ..models.progress import Progress


T = TypeVar("T", bound="AnalysisJob")


@_attrs_define
class AnalysisJob:
    """
    Attributes:
        game (str):
        game_id (str):
        id (str): the same for the same game, settings and release
        progress (Progress):
        requested_at (str):
        settings (AnalysisJobSettings): worlds, check_worlds, game_worlds (AnalysisSettings)
        status (AnalysisJobStatus):
        analysis_version (int | Unset): the analysis version the job computes (absent on a job queued before it was
            recorded)
        error (AnalysisJobErrorType0Type0 | JobError | None | Unset):
        finished_at (str | Unset):
        requested_by (None | str | Unset):
    """

    game: str
    game_id: str
    id: str
    progress: Progress
    requested_at: str
    settings: AnalysisJobSettings
    status: AnalysisJobStatus
    analysis_version: int | Unset = UNSET
    error: AnalysisJobErrorType0Type0 | JobError | None | Unset = UNSET
    finished_at: str | Unset = UNSET
    requested_by: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_job_error_type_0_type_0 import AnalysisJobErrorType0Type0
        from ..models.job_error import JobError

        game = self.game

        game_id = self.game_id

        id = self.id

        progress = self.progress.to_dict()

        requested_at = self.requested_at

        settings = self.settings.to_dict()

        status = self.status.value

        analysis_version = self.analysis_version

        error: dict[str, Any] | None | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        elif isinstance(self.error, AnalysisJobErrorType0Type0) or isinstance(
            self.error, JobError
        ):
            error = self.error.to_dict()
        else:
            error = self.error

        finished_at = self.finished_at

        requested_by: None | str | Unset
        if isinstance(self.requested_by, Unset):
            requested_by = UNSET
        else:
            requested_by = self.requested_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "game_id": game_id,
                "id": id,
                "progress": progress,
                "requested_at": requested_at,
                "settings": settings,
                "status": status,
            }
        )
        if analysis_version is not UNSET:
            field_dict["analysis_version"] = analysis_version
        if error is not UNSET:
            field_dict["error"] = error
        if finished_at is not UNSET:
            field_dict["finished_at"] = finished_at
        if requested_by is not UNSET:
            field_dict["requested_by"] = requested_by

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_job_error_type_0_type_0 import AnalysisJobErrorType0Type0
        from ..models.analysis_job_settings import AnalysisJobSettings
        from ..models.job_error import JobError
        from ..models.progress import Progress

        d = dict(src_dict)
        game = d.pop("game")

        game_id = d.pop("game_id")

        id = d.pop("id")

        progress = Progress.from_dict(d.pop("progress"))

        requested_at = d.pop("requested_at")

        settings = AnalysisJobSettings.from_dict(d.pop("settings"))

        status = AnalysisJobStatus(d.pop("status"))

        analysis_version = d.pop("analysis_version", UNSET)

        def _parse_error(
            data: object,
        ) -> AnalysisJobErrorType0Type0 | JobError | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0_type_0 = AnalysisJobErrorType0Type0.from_dict(data)

                return error_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = JobError.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisJobErrorType0Type0 | JobError | None | Unset, data)

        error = _parse_error(d.pop("error", UNSET))

        finished_at = d.pop("finished_at", UNSET)

        def _parse_requested_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        requested_by = _parse_requested_by(d.pop("requested_by", UNSET))

        analysis_job = cls(
            game=game,
            game_id=game_id,
            id=id,
            progress=progress,
            requested_at=requested_at,
            settings=settings,
            status=status,
            analysis_version=analysis_version,
            error=error,
            finished_at=finished_at,
            requested_by=requested_by,
        )

        return analysis_job
