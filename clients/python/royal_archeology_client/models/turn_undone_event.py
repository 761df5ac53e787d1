from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.turn_undone_event_type import TurnUndoneEventType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.turn_undone_event_command_type_0 import TurnUndoneEventCommandType0
    from ..models.turn_undone_event_data import TurnUndoneEventData


T = TypeVar("T", bound="TurnUndoneEvent")


@_attrs_define
class TurnUndoneEvent:
    """
    Attributes:
        data (TurnUndoneEventData): a seat took back its own decisions of this turn: the game is as it stood at
            to_version, less the seat's decisions since (docs/UNDO.md); `undone` lists the versions of the decisions' events
        type_ (TurnUndoneEventType):
        v (int): the schema version of `data`
        version (int):
        actor (Any | Unset): the seat that moved, or "system"
        command (None | TurnUndoneEventCommandType0 | Unset): the command, shown only to the seat that sent it
        command_id (None | str | Unset):
        game_id (str | Unset):
        hash_ (str | Unset):
        prev_hash (str | Unset):
        signature (None | str | Unset): the seat's signature of `command` (seats with a key)
        time (str | Unset):
    """

    data: TurnUndoneEventData
    type_: TurnUndoneEventType
    v: int
    version: int
    actor: Any | Unset = UNSET
    command: None | TurnUndoneEventCommandType0 | Unset = UNSET
    command_id: None | str | Unset = UNSET
    game_id: str | Unset = UNSET
    hash_: str | Unset = UNSET
    prev_hash: str | Unset = UNSET
    signature: None | str | Unset = UNSET
    time: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.turn_undone_event_command_type_0 import (
            TurnUndoneEventCommandType0,
        )

        data = self.data.to_dict()

        type_ = self.type_.value

        v = self.v

        version = self.version

        actor = self.actor

        command: dict[str, Any] | None | Unset
        if isinstance(self.command, Unset):
            command = UNSET
        elif isinstance(self.command, TurnUndoneEventCommandType0):
            command = self.command.to_dict()
        else:
            command = self.command

        command_id: None | str | Unset
        if isinstance(self.command_id, Unset):
            command_id = UNSET
        else:
            command_id = self.command_id

        game_id = self.game_id

        hash_ = self.hash_

        prev_hash = self.prev_hash

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        time = self.time

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "type": type_,
                "v": v,
                "version": version,
            }
        )
        if actor is not UNSET:
            field_dict["actor"] = actor
        if command is not UNSET:
            field_dict["command"] = command
        if command_id is not UNSET:
            field_dict["command_id"] = command_id
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if hash_ is not UNSET:
            field_dict["hash"] = hash_
        if prev_hash is not UNSET:
            field_dict["prev_hash"] = prev_hash
        if signature is not UNSET:
            field_dict["signature"] = signature
        if time is not UNSET:
            field_dict["time"] = time

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.turn_undone_event_command_type_0 import (
            TurnUndoneEventCommandType0,
        )
        from ..models.turn_undone_event_data import TurnUndoneEventData

        d = dict(src_dict)
        data = TurnUndoneEventData.from_dict(d.pop("data"))

        type_ = TurnUndoneEventType(d.pop("type"))

        v = d.pop("v")

        version = d.pop("version")

        actor = d.pop("actor", UNSET)

        def _parse_command(data: object) -> None | TurnUndoneEventCommandType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0 = TurnUndoneEventCommandType0.from_dict(data)

                return command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TurnUndoneEventCommandType0 | Unset, data)

        command = _parse_command(d.pop("command", UNSET))

        def _parse_command_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        command_id = _parse_command_id(d.pop("command_id", UNSET))

        game_id = d.pop("game_id", UNSET)

        hash_ = d.pop("hash", UNSET)

        prev_hash = d.pop("prev_hash", UNSET)

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        time = d.pop("time", UNSET)

        turn_undone_event = cls(
            data=data,
            type_=type_,
            v=v,
            version=version,
            actor=actor,
            command=command,
            command_id=command_id,
            game_id=game_id,
            hash_=hash_,
            prev_hash=prev_hash,
            signature=signature,
            time=time,
        )

        turn_undone_event.additional_properties = d
        return turn_undone_event

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
