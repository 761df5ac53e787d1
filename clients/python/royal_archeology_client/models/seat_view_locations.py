from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.seat_view_locations_city_item import SeatViewLocationsCityItem
    from ..models.seat_view_locations_museum_item import SeatViewLocationsMuseumItem
    from ..models.seat_view_locations_port_item import SeatViewLocationsPortItem
    from ..models.seat_view_locations_university_item import (
        SeatViewLocationsUniversityItem,
    )


T = TypeVar("T", bound="SeatViewLocations")


@_attrs_define
class SeatViewLocations:
    """
    Attributes:
        city (list[SeatViewLocationsCityItem]):
        museum (list[SeatViewLocationsMuseumItem]):
        port (list[SeatViewLocationsPortItem]):
        university (list[SeatViewLocationsUniversityItem]):
    """

    city: list[SeatViewLocationsCityItem]
    museum: list[SeatViewLocationsMuseumItem]
    port: list[SeatViewLocationsPortItem]
    university: list[SeatViewLocationsUniversityItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        city = []
        for city_item_data in self.city:
            city_item = city_item_data.to_dict()
            city.append(city_item)

        museum = []
        for museum_item_data in self.museum:
            museum_item = museum_item_data.to_dict()
            museum.append(museum_item)

        port = []
        for port_item_data in self.port:
            port_item = port_item_data.to_dict()
            port.append(port_item)

        university = []
        for university_item_data in self.university:
            university_item = university_item_data.to_dict()
            university.append(university_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "city": city,
                "museum": museum,
                "port": port,
                "university": university,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.seat_view_locations_city_item import SeatViewLocationsCityItem
        from ..models.seat_view_locations_museum_item import SeatViewLocationsMuseumItem
        from ..models.seat_view_locations_port_item import SeatViewLocationsPortItem
        from ..models.seat_view_locations_university_item import (
            SeatViewLocationsUniversityItem,
        )

        d = dict(src_dict)
        city = []
        _city = d.pop("city")
        for city_item_data in _city:
            city_item = SeatViewLocationsCityItem.from_dict(city_item_data)

            city.append(city_item)

        museum = []
        _museum = d.pop("museum")
        for museum_item_data in _museum:
            museum_item = SeatViewLocationsMuseumItem.from_dict(museum_item_data)

            museum.append(museum_item)

        port = []
        _port = d.pop("port")
        for port_item_data in _port:
            port_item = SeatViewLocationsPortItem.from_dict(port_item_data)

            port.append(port_item)

        university = []
        _university = d.pop("university")
        for university_item_data in _university:
            university_item = SeatViewLocationsUniversityItem.from_dict(
                university_item_data
            )

            university.append(university_item)

        seat_view_locations = cls(
            city=city,
            museum=museum,
            port=port,
            university=university,
        )

        seat_view_locations.additional_properties = d
        return seat_view_locations

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
