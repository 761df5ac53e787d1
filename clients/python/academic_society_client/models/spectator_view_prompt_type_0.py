from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SpectatorViewPromptType0")


@_attrs_define
class SpectatorViewPromptType0:
    """
    Attributes:
        k (str):
        seat (int):
        cell (int | Unset):
        location (str | Unset):
        n (int | Unset):
        place (bool | Unset):
        subject (str | Unset):
        subjects (list[str] | None | Unset):
        tile (str | Unset):
    """

    k: str
    seat: int
    cell: int | Unset = UNSET
    location: str | Unset = UNSET
    n: int | Unset = UNSET
    place: bool | Unset = UNSET
    subject: str | Unset = UNSET
    subjects: list[str] | None | Unset = UNSET
    tile: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        k = self.k

        seat = self.seat

        cell = self.cell

        location = self.location

        n = self.n

        place = self.place

        subject = self.subject

        subjects: list[str] | None | Unset
        if isinstance(self.subjects, Unset):
            subjects = UNSET
        elif isinstance(self.subjects, list):
            subjects = self.subjects

        else:
            subjects = self.subjects

        tile = self.tile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "k": k,
                "seat": seat,
            }
        )
        if cell is not UNSET:
            field_dict["cell"] = cell
        if location is not UNSET:
            field_dict["location"] = location
        if n is not UNSET:
            field_dict["n"] = n
        if place is not UNSET:
            field_dict["place"] = place
        if subject is not UNSET:
            field_dict["subject"] = subject
        if subjects is not UNSET:
            field_dict["subjects"] = subjects
        if tile is not UNSET:
            field_dict["tile"] = tile

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        k = d.pop("k")

        seat = d.pop("seat")

        cell = d.pop("cell", UNSET)

        location = d.pop("location", UNSET)

        n = d.pop("n", UNSET)

        place = d.pop("place", UNSET)

        subject = d.pop("subject", UNSET)

        def _parse_subjects(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                subjects_type_0 = cast(list[str], data)

                return subjects_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        subjects = _parse_subjects(d.pop("subjects", UNSET))

        tile = d.pop("tile", UNSET)

        spectator_view_prompt_type_0 = cls(
            k=k,
            seat=seat,
            cell=cell,
            location=location,
            n=n,
            place=place,
            subject=subject,
            subjects=subjects,
            tile=tile,
        )

        spectator_view_prompt_type_0.additional_properties = d
        return spectator_view_prompt_type_0

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
