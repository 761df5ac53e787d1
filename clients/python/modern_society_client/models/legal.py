from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.buy_law_command import BuyLawCommand
    from ..models.change_command import ChangeCommand
    from ..models.convert_command import ConvertCommand
    from ..models.discard_command import DiscardCommand
    from ..models.draw_command import DrawCommand
    from ..models.exchange_command import ExchangeCommand
    from ..models.give_command import GiveCommand
    from ..models.keep_command import KeepCommand
    from ..models.pass_command import PassCommand
    from ..models.play_command import PlayCommand
    from ..models.steal_command import StealCommand
    from ..models.undo_availability import UndoAvailability


T = TypeVar("T", bound="Legal")


@_attrs_define
class Legal:
    """
    Attributes:
        commands (list[BuyLawCommand | ChangeCommand | ConvertCommand | DiscardCommand | DrawCommand | ExchangeCommand |
            GiveCommand | KeepCommand | PassCommand | PlayCommand | StealCommand]):
        labels (list[str]): labels[i]: a short English name of commands[i], in the rulebook's terms
        seat (int):
        undo (UndoAvailability):
        version (int):
    """

    commands: list[
        BuyLawCommand
        | ChangeCommand
        | ConvertCommand
        | DiscardCommand
        | DrawCommand
        | ExchangeCommand
        | GiveCommand
        | KeepCommand
        | PassCommand
        | PlayCommand
        | StealCommand
    ]
    labels: list[str]
    seat: int
    undo: UndoAvailability
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.buy_law_command import BuyLawCommand
        from ..models.change_command import ChangeCommand
        from ..models.convert_command import ConvertCommand
        from ..models.discard_command import DiscardCommand
        from ..models.draw_command import DrawCommand
        from ..models.exchange_command import ExchangeCommand
        from ..models.give_command import GiveCommand
        from ..models.keep_command import KeepCommand
        from ..models.pass_command import PassCommand
        from ..models.play_command import PlayCommand

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if (
                isinstance(commands_item_data, BuyLawCommand)
                or isinstance(commands_item_data, ChangeCommand)
                or isinstance(commands_item_data, ConvertCommand)
                or isinstance(commands_item_data, DiscardCommand)
                or isinstance(commands_item_data, DrawCommand)
                or isinstance(commands_item_data, ExchangeCommand)
                or isinstance(commands_item_data, GiveCommand)
                or isinstance(commands_item_data, KeepCommand)
                or isinstance(commands_item_data, PassCommand)
                or isinstance(commands_item_data, PlayCommand)
            ):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        labels = self.labels

        seat = self.seat

        undo = self.undo.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "commands": commands,
                "labels": labels,
                "seat": seat,
                "undo": undo,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.buy_law_command import BuyLawCommand
        from ..models.change_command import ChangeCommand
        from ..models.convert_command import ConvertCommand
        from ..models.discard_command import DiscardCommand
        from ..models.draw_command import DrawCommand
        from ..models.exchange_command import ExchangeCommand
        from ..models.give_command import GiveCommand
        from ..models.keep_command import KeepCommand
        from ..models.pass_command import PassCommand
        from ..models.play_command import PlayCommand
        from ..models.steal_command import StealCommand
        from ..models.undo_availability import UndoAvailability

        d = dict(src_dict)
        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                BuyLawCommand
                | ChangeCommand
                | ConvertCommand
                | DiscardCommand
                | DrawCommand
                | ExchangeCommand
                | GiveCommand
                | KeepCommand
                | PassCommand
                | PlayCommand
                | StealCommand
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_0 = BuyLawCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_1 = ChangeCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_2 = ConvertCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_3 = DiscardCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_4 = DrawCommand.from_dict(data)

                    return componentsschemas_game_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_5 = ExchangeCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_6 = GiveCommand.from_dict(data)

                    return componentsschemas_game_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_7 = KeepCommand.from_dict(data)

                    return componentsschemas_game_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_8 = PassCommand.from_dict(data)

                    return componentsschemas_game_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_9 = PlayCommand.from_dict(data)

                    return componentsschemas_game_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_command_type_10 = StealCommand.from_dict(data)

                return componentsschemas_game_command_type_10

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        labels = cast(list[str], d.pop("labels"))

        seat = d.pop("seat")

        undo = UndoAvailability.from_dict(d.pop("undo"))

        version = d.pop("version")

        legal = cls(
            commands=commands,
            labels=labels,
            seat=seat,
            undo=undo,
            version=version,
        )

        return legal
