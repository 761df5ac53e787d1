from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.analysis_job import AnalysisJob
    from ..models.analysis_job_type_1_type_0 import AnalysisJobType1Type0
    from ..models.analysis_result import AnalysisResult
    from ..models.analysis_result_type_1_type_0 import AnalysisResultType1Type0


T = TypeVar("T", bound="Analysis")


@_attrs_define
class Analysis:
    """
    Attributes:
        job (AnalysisJob | AnalysisJobType1Type0 | None): null: nobody asked for this game's review yet
        result (AnalysisResult | AnalysisResultType1Type0 | None): null until the job is done
    """

    job: AnalysisJob | AnalysisJobType1Type0 | None
    result: AnalysisResult | AnalysisResultType1Type0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.analysis_job import AnalysisJob
        from ..models.analysis_job_type_1_type_0 import AnalysisJobType1Type0
        from ..models.analysis_result import AnalysisResult
        from ..models.analysis_result_type_1_type_0 import AnalysisResultType1Type0

        job: dict[str, Any] | None
        if isinstance(self.job, AnalysisJob) or isinstance(
            self.job, AnalysisJobType1Type0
        ):
            job = self.job.to_dict()
        else:
            job = self.job

        result: dict[str, Any] | None
        if isinstance(self.result, AnalysisResult) or isinstance(
            self.result, AnalysisResultType1Type0
        ):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "job": job,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.analysis_job import AnalysisJob
        from ..models.analysis_job_type_1_type_0 import AnalysisJobType1Type0
        from ..models.analysis_result import AnalysisResult
        from ..models.analysis_result_type_1_type_0 import AnalysisResultType1Type0

        d = dict(src_dict)

        def _parse_job(data: object) -> AnalysisJob | AnalysisJobType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                job_type_0 = AnalysisJob.from_dict(data)

                return job_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                job_type_1_type_0 = AnalysisJobType1Type0.from_dict(data)

                return job_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisJob | AnalysisJobType1Type0 | None, data)

        job = _parse_job(d.pop("job"))

        def _parse_result(
            data: object,
        ) -> AnalysisResult | AnalysisResultType1Type0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = AnalysisResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1_type_0 = AnalysisResultType1Type0.from_dict(data)

                return result_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AnalysisResult | AnalysisResultType1Type0 | None, data)

        result = _parse_result(d.pop("result"))

        analysis = cls(
            job=job,
            result=result,
        )

        return analysis
