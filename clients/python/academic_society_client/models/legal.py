from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.activate_command import ActivateCommand
    from ..models.blue_move_command import BlueMoveCommand
    from ..models.bonus_command import BonusCommand
    from ..models.declare_command import DeclareCommand
    from ..models.forced_move_command import ForcedMoveCommand
    from ..models.gain_theory_command import GainTheoryCommand
    from ..models.maintain_command import MaintainCommand
    from ..models.place_command import PlaceCommand
    from ..models.replace_treatise_command import ReplaceTreatiseCommand
    from ..models.sabbatical_command import SabbaticalCommand
    from ..models.salon_command import SalonCommand
    from ..models.spend_theory_command import SpendTheoryCommand
    from ..models.take_treatise_command import TakeTreatiseCommand
    from ..models.undo_availability import UndoAvailability


T = TypeVar("T", bound="Legal")


@_attrs_define
class Legal:
    """
    Attributes:
        commands (list[ActivateCommand | BlueMoveCommand | BonusCommand | DeclareCommand | ForcedMoveCommand |
            GainTheoryCommand | MaintainCommand | PlaceCommand | ReplaceTreatiseCommand | SabbaticalCommand | SalonCommand |
            SpendTheoryCommand | TakeTreatiseCommand]):
        labels (list[str]): labels[i]: a short English name of commands[i], in the rulebook's terms
        seat (int):
        undo (UndoAvailability):
        version (int):
    """

    commands: list[
        ActivateCommand
        | BlueMoveCommand
        | BonusCommand
        | DeclareCommand
        | ForcedMoveCommand
        | GainTheoryCommand
        | MaintainCommand
        | PlaceCommand
        | ReplaceTreatiseCommand
        | SabbaticalCommand
        | SalonCommand
        | SpendTheoryCommand
        | TakeTreatiseCommand
    ]
    labels: list[str]
    seat: int
    undo: UndoAvailability
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.activate_command import ActivateCommand
        from ..models.blue_move_command import BlueMoveCommand
        from ..models.bonus_command import BonusCommand
        from ..models.declare_command import DeclareCommand
        from ..models.forced_move_command import ForcedMoveCommand
        from ..models.gain_theory_command import GainTheoryCommand
        from ..models.maintain_command import MaintainCommand
        from ..models.place_command import PlaceCommand
        from ..models.replace_treatise_command import ReplaceTreatiseCommand
        from ..models.sabbatical_command import SabbaticalCommand
        from ..models.salon_command import SalonCommand
        from ..models.spend_theory_command import SpendTheoryCommand

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if (
                isinstance(commands_item_data, ActivateCommand)
                or isinstance(commands_item_data, BlueMoveCommand)
                or isinstance(commands_item_data, BonusCommand)
                or isinstance(commands_item_data, DeclareCommand)
                or isinstance(commands_item_data, ForcedMoveCommand)
                or isinstance(commands_item_data, GainTheoryCommand)
                or isinstance(commands_item_data, MaintainCommand)
                or isinstance(commands_item_data, PlaceCommand)
                or isinstance(commands_item_data, ReplaceTreatiseCommand)
                or isinstance(commands_item_data, SabbaticalCommand)
                or isinstance(commands_item_data, SalonCommand)
                or isinstance(commands_item_data, SpendTheoryCommand)
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
        from ..models.activate_command import ActivateCommand
        from ..models.blue_move_command import BlueMoveCommand
        from ..models.bonus_command import BonusCommand
        from ..models.declare_command import DeclareCommand
        from ..models.forced_move_command import ForcedMoveCommand
        from ..models.gain_theory_command import GainTheoryCommand
        from ..models.maintain_command import MaintainCommand
        from ..models.place_command import PlaceCommand
        from ..models.replace_treatise_command import ReplaceTreatiseCommand
        from ..models.sabbatical_command import SabbaticalCommand
        from ..models.salon_command import SalonCommand
        from ..models.spend_theory_command import SpendTheoryCommand
        from ..models.take_treatise_command import TakeTreatiseCommand
        from ..models.undo_availability import UndoAvailability

        d = dict(src_dict)
        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                ActivateCommand
                | BlueMoveCommand
                | BonusCommand
                | DeclareCommand
                | ForcedMoveCommand
                | GainTheoryCommand
                | MaintainCommand
                | PlaceCommand
                | ReplaceTreatiseCommand
                | SabbaticalCommand
                | SalonCommand
                | SpendTheoryCommand
                | TakeTreatiseCommand
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_0 = ActivateCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_1 = BlueMoveCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_2 = BonusCommand.from_dict(data)

                    return componentsschemas_game_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_3 = DeclareCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_4 = ForcedMoveCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_5 = GainTheoryCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_6 = MaintainCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_7 = PlaceCommand.from_dict(data)

                    return componentsschemas_game_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_8 = (
                        ReplaceTreatiseCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_9 = SabbaticalCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_10 = SalonCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_11 = (
                        SpendTheoryCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_command_type_12 = TakeTreatiseCommand.from_dict(
                    data
                )

                return componentsschemas_game_command_type_12

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
