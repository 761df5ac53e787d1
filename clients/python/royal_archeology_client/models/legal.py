from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.activate_command import ActivateCommand
    from ..models.assign_expertise_command import AssignExpertiseCommand
    from ..models.automa_turn_command import AutomaTurnCommand
    from ..models.bonus_8_command import Bonus8Command
    from ..models.choose_side_command import ChooseSideCommand
    from ..models.choose_study_command import ChooseStudyCommand
    from ..models.decline_command import DeclineCommand
    from ..models.deepen_command import DeepenCommand
    from ..models.discard_card_command import DiscardCardCommand
    from ..models.discard_expeditions_command import DiscardExpeditionsCommand
    from ..models.done_command import DoneCommand
    from ..models.draw_relic_command import DrawRelicCommand
    from ..models.end_turn_command import EndTurnCommand
    from ..models.exhibit_command import ExhibitCommand
    from ..models.gain_reputation_command import GainReputationCommand
    from ..models.honor_patron_command import HonorPatronCommand
    from ..models.keep_card_command import KeepCardCommand
    from ..models.keep_patron_command import KeepPatronCommand
    from ..models.keep_relic_command import KeepRelicCommand
    from ..models.keep_society_command import KeepSocietyCommand
    from ..models.knowledge_command import KnowledgeCommand
    from ..models.meet_patron_command import MeetPatronCommand
    from ..models.organize_command import OrganizeCommand
    from ..models.place_command import PlaceCommand
    from ..models.present_command import PresentCommand
    from ..models.publisher_command import PublisherCommand
    from ..models.raise_expertise_command import RaiseExpertiseCommand
    from ..models.reserve_command import ReserveCommand
    from ..models.reserve_draw_command import ReserveDrawCommand
    from ..models.retrieve_disc_command import RetrieveDiscCommand
    from ..models.sell_relic_command import SellRelicCommand
    from ..models.skip_action_command import SkipActionCommand
    from ..models.study_relic_command import StudyRelicCommand
    from ..models.study_university_command import StudyUniversityCommand
    from ..models.take_favor_command import TakeFavorCommand
    from ..models.take_relic_command import TakeRelicCommand
    from ..models.undo_availability import UndoAvailability


T = TypeVar("T", bound="Legal")


@_attrs_define
class Legal:
    """
    Attributes:
        commands (list[ActivateCommand | AssignExpertiseCommand | AutomaTurnCommand | Bonus8Command | ChooseSideCommand
            | ChooseStudyCommand | DeclineCommand | DeepenCommand | DiscardCardCommand | DiscardExpeditionsCommand |
            DoneCommand | DrawRelicCommand | EndTurnCommand | ExhibitCommand | GainReputationCommand | HonorPatronCommand |
            KeepCardCommand | KeepPatronCommand | KeepRelicCommand | KeepSocietyCommand | KnowledgeCommand |
            MeetPatronCommand | OrganizeCommand | PlaceCommand | PresentCommand | PublisherCommand | RaiseExpertiseCommand |
            ReserveCommand | ReserveDrawCommand | RetrieveDiscCommand | SellRelicCommand | SkipActionCommand |
            StudyRelicCommand | StudyUniversityCommand | TakeFavorCommand | TakeRelicCommand]):
        labels (list[str]): labels[i]: a short English name of commands[i], in the rulebook's terms
        seat (int):
        undo (UndoAvailability):
        version (int):
    """

    commands: list[
        ActivateCommand
        | AssignExpertiseCommand
        | AutomaTurnCommand
        | Bonus8Command
        | ChooseSideCommand
        | ChooseStudyCommand
        | DeclineCommand
        | DeepenCommand
        | DiscardCardCommand
        | DiscardExpeditionsCommand
        | DoneCommand
        | DrawRelicCommand
        | EndTurnCommand
        | ExhibitCommand
        | GainReputationCommand
        | HonorPatronCommand
        | KeepCardCommand
        | KeepPatronCommand
        | KeepRelicCommand
        | KeepSocietyCommand
        | KnowledgeCommand
        | MeetPatronCommand
        | OrganizeCommand
        | PlaceCommand
        | PresentCommand
        | PublisherCommand
        | RaiseExpertiseCommand
        | ReserveCommand
        | ReserveDrawCommand
        | RetrieveDiscCommand
        | SellRelicCommand
        | SkipActionCommand
        | StudyRelicCommand
        | StudyUniversityCommand
        | TakeFavorCommand
        | TakeRelicCommand
    ]
    labels: list[str]
    seat: int
    undo: UndoAvailability
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.activate_command import ActivateCommand
        from ..models.assign_expertise_command import AssignExpertiseCommand
        from ..models.automa_turn_command import AutomaTurnCommand
        from ..models.bonus_8_command import Bonus8Command
        from ..models.choose_side_command import ChooseSideCommand
        from ..models.choose_study_command import ChooseStudyCommand
        from ..models.decline_command import DeclineCommand
        from ..models.deepen_command import DeepenCommand
        from ..models.discard_card_command import DiscardCardCommand
        from ..models.discard_expeditions_command import DiscardExpeditionsCommand
        from ..models.done_command import DoneCommand
        from ..models.draw_relic_command import DrawRelicCommand
        from ..models.end_turn_command import EndTurnCommand
        from ..models.exhibit_command import ExhibitCommand
        from ..models.gain_reputation_command import GainReputationCommand
        from ..models.honor_patron_command import HonorPatronCommand
        from ..models.keep_card_command import KeepCardCommand
        from ..models.keep_patron_command import KeepPatronCommand
        from ..models.keep_relic_command import KeepRelicCommand
        from ..models.keep_society_command import KeepSocietyCommand
        from ..models.knowledge_command import KnowledgeCommand
        from ..models.meet_patron_command import MeetPatronCommand
        from ..models.organize_command import OrganizeCommand
        from ..models.place_command import PlaceCommand
        from ..models.present_command import PresentCommand
        from ..models.publisher_command import PublisherCommand
        from ..models.raise_expertise_command import RaiseExpertiseCommand
        from ..models.reserve_command import ReserveCommand
        from ..models.reserve_draw_command import ReserveDrawCommand
        from ..models.retrieve_disc_command import RetrieveDiscCommand
        from ..models.sell_relic_command import SellRelicCommand
        from ..models.skip_action_command import SkipActionCommand
        from ..models.study_relic_command import StudyRelicCommand
        from ..models.study_university_command import StudyUniversityCommand
        from ..models.take_favor_command import TakeFavorCommand

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if (
                isinstance(commands_item_data, ActivateCommand)
                or isinstance(commands_item_data, AssignExpertiseCommand)
                or isinstance(commands_item_data, AutomaTurnCommand)
                or isinstance(commands_item_data, Bonus8Command)
                or isinstance(commands_item_data, ChooseSideCommand)
                or isinstance(commands_item_data, ChooseStudyCommand)
                or isinstance(commands_item_data, DeclineCommand)
                or isinstance(commands_item_data, DeepenCommand)
                or isinstance(commands_item_data, DiscardCardCommand)
                or isinstance(commands_item_data, DiscardExpeditionsCommand)
                or isinstance(commands_item_data, DoneCommand)
                or isinstance(commands_item_data, DrawRelicCommand)
                or isinstance(commands_item_data, EndTurnCommand)
                or isinstance(commands_item_data, ExhibitCommand)
                or isinstance(commands_item_data, GainReputationCommand)
                or isinstance(commands_item_data, HonorPatronCommand)
                or isinstance(commands_item_data, KeepCardCommand)
                or isinstance(commands_item_data, KeepPatronCommand)
                or isinstance(commands_item_data, KeepRelicCommand)
                or isinstance(commands_item_data, KeepSocietyCommand)
                or isinstance(commands_item_data, KnowledgeCommand)
                or isinstance(commands_item_data, MeetPatronCommand)
                or isinstance(commands_item_data, OrganizeCommand)
                or isinstance(commands_item_data, PlaceCommand)
                or isinstance(commands_item_data, PresentCommand)
                or isinstance(commands_item_data, PublisherCommand)
                or isinstance(commands_item_data, RaiseExpertiseCommand)
                or isinstance(commands_item_data, ReserveCommand)
                or isinstance(commands_item_data, ReserveDrawCommand)
                or isinstance(commands_item_data, RetrieveDiscCommand)
                or isinstance(commands_item_data, SellRelicCommand)
                or isinstance(commands_item_data, SkipActionCommand)
                or isinstance(commands_item_data, StudyRelicCommand)
                or isinstance(commands_item_data, StudyUniversityCommand)
                or isinstance(commands_item_data, TakeFavorCommand)
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
        from ..models.assign_expertise_command import AssignExpertiseCommand
        from ..models.automa_turn_command import AutomaTurnCommand
        from ..models.bonus_8_command import Bonus8Command
        from ..models.choose_side_command import ChooseSideCommand
        from ..models.choose_study_command import ChooseStudyCommand
        from ..models.decline_command import DeclineCommand
        from ..models.deepen_command import DeepenCommand
        from ..models.discard_card_command import DiscardCardCommand
        from ..models.discard_expeditions_command import DiscardExpeditionsCommand
        from ..models.done_command import DoneCommand
        from ..models.draw_relic_command import DrawRelicCommand
        from ..models.end_turn_command import EndTurnCommand
        from ..models.exhibit_command import ExhibitCommand
        from ..models.gain_reputation_command import GainReputationCommand
        from ..models.honor_patron_command import HonorPatronCommand
        from ..models.keep_card_command import KeepCardCommand
        from ..models.keep_patron_command import KeepPatronCommand
        from ..models.keep_relic_command import KeepRelicCommand
        from ..models.keep_society_command import KeepSocietyCommand
        from ..models.knowledge_command import KnowledgeCommand
        from ..models.meet_patron_command import MeetPatronCommand
        from ..models.organize_command import OrganizeCommand
        from ..models.place_command import PlaceCommand
        from ..models.present_command import PresentCommand
        from ..models.publisher_command import PublisherCommand
        from ..models.raise_expertise_command import RaiseExpertiseCommand
        from ..models.reserve_command import ReserveCommand
        from ..models.reserve_draw_command import ReserveDrawCommand
        from ..models.retrieve_disc_command import RetrieveDiscCommand
        from ..models.sell_relic_command import SellRelicCommand
        from ..models.skip_action_command import SkipActionCommand
        from ..models.study_relic_command import StudyRelicCommand
        from ..models.study_university_command import StudyUniversityCommand
        from ..models.take_favor_command import TakeFavorCommand
        from ..models.take_relic_command import TakeRelicCommand
        from ..models.undo_availability import UndoAvailability

        d = dict(src_dict)
        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                ActivateCommand
                | AssignExpertiseCommand
                | AutomaTurnCommand
                | Bonus8Command
                | ChooseSideCommand
                | ChooseStudyCommand
                | DeclineCommand
                | DeepenCommand
                | DiscardCardCommand
                | DiscardExpeditionsCommand
                | DoneCommand
                | DrawRelicCommand
                | EndTurnCommand
                | ExhibitCommand
                | GainReputationCommand
                | HonorPatronCommand
                | KeepCardCommand
                | KeepPatronCommand
                | KeepRelicCommand
                | KeepSocietyCommand
                | KnowledgeCommand
                | MeetPatronCommand
                | OrganizeCommand
                | PlaceCommand
                | PresentCommand
                | PublisherCommand
                | RaiseExpertiseCommand
                | ReserveCommand
                | ReserveDrawCommand
                | RetrieveDiscCommand
                | SellRelicCommand
                | SkipActionCommand
                | StudyRelicCommand
                | StudyUniversityCommand
                | TakeFavorCommand
                | TakeRelicCommand
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
                    componentsschemas_game_command_type_1 = (
                        AssignExpertiseCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_2 = AutomaTurnCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_3 = Bonus8Command.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_4 = ChooseSideCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_5 = (
                        ChooseStudyCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_6 = DeclineCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_7 = DeepenCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_8 = (
                        DiscardCardCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_9 = (
                        DiscardExpeditionsCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_10 = DoneCommand.from_dict(data)

                    return componentsschemas_game_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_11 = DrawRelicCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_12 = EndTurnCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_13 = ExhibitCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_14 = (
                        GainReputationCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_15 = (
                        HonorPatronCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_16 = KeepCardCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_17 = (
                        KeepPatronCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_18 = KeepRelicCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_19 = (
                        KeepSocietyCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_20 = KnowledgeCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_21 = (
                        MeetPatronCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_22 = OrganizeCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_23 = PlaceCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_24 = PresentCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_25 = PublisherCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_26 = (
                        RaiseExpertiseCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_27 = ReserveCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_28 = (
                        ReserveDrawCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_29 = (
                        RetrieveDiscCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_30 = SellRelicCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_31 = (
                        SkipActionCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_32 = (
                        StudyRelicCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_33 = (
                        StudyUniversityCommand.from_dict(data)
                    )

                    return componentsschemas_game_command_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_command_type_34 = TakeFavorCommand.from_dict(
                        data
                    )

                    return componentsschemas_game_command_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_command_type_35 = TakeRelicCommand.from_dict(
                    data
                )

                return componentsschemas_game_command_type_35

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
