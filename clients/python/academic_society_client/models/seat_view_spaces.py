from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SeatViewSpaces")


@_attrs_define
class SeatViewSpaces:
    """
    Attributes:
        headquarters_1 (int | None):
        headquarters_2 (int | None):
        headquarters_3 (int | None):
        lecture_hall_1 (int | None):
        lecture_hall_2 (int | None):
        lecture_room_1 (int | None):
        lecture_room_2 (int | None):
        lecture_room_3 (int | None):
        library_1 (int | None):
        library_2 (int | None):
        library_3 (int | None):
        observatory_1 (int | None):
        observatory_2 (int | None):
        observatory_3 (int | None):
        workshop_1 (int | None):
        workshop_2 (int | None):
        workshop_3 (int | None):
    """

    headquarters_1: int | None
    headquarters_2: int | None
    headquarters_3: int | None
    lecture_hall_1: int | None
    lecture_hall_2: int | None
    lecture_room_1: int | None
    lecture_room_2: int | None
    lecture_room_3: int | None
    library_1: int | None
    library_2: int | None
    library_3: int | None
    observatory_1: int | None
    observatory_2: int | None
    observatory_3: int | None
    workshop_1: int | None
    workshop_2: int | None
    workshop_3: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        headquarters_1: int | None
        headquarters_1 = self.headquarters_1

        headquarters_2: int | None
        headquarters_2 = self.headquarters_2

        headquarters_3: int | None
        headquarters_3 = self.headquarters_3

        lecture_hall_1: int | None
        lecture_hall_1 = self.lecture_hall_1

        lecture_hall_2: int | None
        lecture_hall_2 = self.lecture_hall_2

        lecture_room_1: int | None
        lecture_room_1 = self.lecture_room_1

        lecture_room_2: int | None
        lecture_room_2 = self.lecture_room_2

        lecture_room_3: int | None
        lecture_room_3 = self.lecture_room_3

        library_1: int | None
        library_1 = self.library_1

        library_2: int | None
        library_2 = self.library_2

        library_3: int | None
        library_3 = self.library_3

        observatory_1: int | None
        observatory_1 = self.observatory_1

        observatory_2: int | None
        observatory_2 = self.observatory_2

        observatory_3: int | None
        observatory_3 = self.observatory_3

        workshop_1: int | None
        workshop_1 = self.workshop_1

        workshop_2: int | None
        workshop_2 = self.workshop_2

        workshop_3: int | None
        workshop_3 = self.workshop_3

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "headquarters_1": headquarters_1,
                "headquarters_2": headquarters_2,
                "headquarters_3": headquarters_3,
                "lecture_hall_1": lecture_hall_1,
                "lecture_hall_2": lecture_hall_2,
                "lecture_room_1": lecture_room_1,
                "lecture_room_2": lecture_room_2,
                "lecture_room_3": lecture_room_3,
                "library_1": library_1,
                "library_2": library_2,
                "library_3": library_3,
                "observatory_1": observatory_1,
                "observatory_2": observatory_2,
                "observatory_3": observatory_3,
                "workshop_1": workshop_1,
                "workshop_2": workshop_2,
                "workshop_3": workshop_3,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_headquarters_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        headquarters_1 = _parse_headquarters_1(d.pop("headquarters_1"))

        def _parse_headquarters_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        headquarters_2 = _parse_headquarters_2(d.pop("headquarters_2"))

        def _parse_headquarters_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        headquarters_3 = _parse_headquarters_3(d.pop("headquarters_3"))

        def _parse_lecture_hall_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lecture_hall_1 = _parse_lecture_hall_1(d.pop("lecture_hall_1"))

        def _parse_lecture_hall_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lecture_hall_2 = _parse_lecture_hall_2(d.pop("lecture_hall_2"))

        def _parse_lecture_room_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lecture_room_1 = _parse_lecture_room_1(d.pop("lecture_room_1"))

        def _parse_lecture_room_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lecture_room_2 = _parse_lecture_room_2(d.pop("lecture_room_2"))

        def _parse_lecture_room_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lecture_room_3 = _parse_lecture_room_3(d.pop("lecture_room_3"))

        def _parse_library_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        library_1 = _parse_library_1(d.pop("library_1"))

        def _parse_library_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        library_2 = _parse_library_2(d.pop("library_2"))

        def _parse_library_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        library_3 = _parse_library_3(d.pop("library_3"))

        def _parse_observatory_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        observatory_1 = _parse_observatory_1(d.pop("observatory_1"))

        def _parse_observatory_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        observatory_2 = _parse_observatory_2(d.pop("observatory_2"))

        def _parse_observatory_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        observatory_3 = _parse_observatory_3(d.pop("observatory_3"))

        def _parse_workshop_1(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        workshop_1 = _parse_workshop_1(d.pop("workshop_1"))

        def _parse_workshop_2(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        workshop_2 = _parse_workshop_2(d.pop("workshop_2"))

        def _parse_workshop_3(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        workshop_3 = _parse_workshop_3(d.pop("workshop_3"))

        seat_view_spaces = cls(
            headquarters_1=headquarters_1,
            headquarters_2=headquarters_2,
            headquarters_3=headquarters_3,
            lecture_hall_1=lecture_hall_1,
            lecture_hall_2=lecture_hall_2,
            lecture_room_1=lecture_room_1,
            lecture_room_2=lecture_room_2,
            lecture_room_3=lecture_room_3,
            library_1=library_1,
            library_2=library_2,
            library_3=library_3,
            observatory_1=observatory_1,
            observatory_2=observatory_2,
            observatory_3=observatory_3,
            workshop_1=workshop_1,
            workshop_2=workshop_2,
            workshop_3=workshop_3,
        )

        seat_view_spaces.additional_properties = d
        return seat_view_spaces

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
