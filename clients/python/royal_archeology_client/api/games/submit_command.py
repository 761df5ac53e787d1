from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.activate_command import ActivateCommand
from ...models.assign_expertise_command import AssignExpertiseCommand
from ...models.automa_turn_command import AutomaTurnCommand
from ...models.bonus_8_command import Bonus8Command
from ...models.choose_side_command import ChooseSideCommand
from ...models.choose_study_command import ChooseStudyCommand
from ...models.command_result import CommandResult
from ...models.decline_command import DeclineCommand
from ...models.deepen_command import DeepenCommand
from ...models.discard_card_command import DiscardCardCommand
from ...models.discard_expeditions_command import DiscardExpeditionsCommand
from ...models.done_command import DoneCommand
from ...models.draw_relic_command import DrawRelicCommand
from ...models.end_turn_command import EndTurnCommand
from ...models.error import Error
from ...models.exhibit_command import ExhibitCommand
from ...models.gain_reputation_command import GainReputationCommand
from ...models.honor_patron_command import HonorPatronCommand
from ...models.keep_card_command import KeepCardCommand
from ...models.keep_patron_command import KeepPatronCommand
from ...models.keep_relic_command import KeepRelicCommand
from ...models.keep_society_command import KeepSocietyCommand
from ...models.knowledge_command import KnowledgeCommand
from ...models.meet_patron_command import MeetPatronCommand
from ...models.organize_command import OrganizeCommand
from ...models.place_command import PlaceCommand
from ...models.present_command import PresentCommand
from ...models.publisher_command import PublisherCommand
from ...models.raise_expertise_command import RaiseExpertiseCommand
from ...models.reserve_command import ReserveCommand
from ...models.reserve_draw_command import ReserveDrawCommand
from ...models.retrieve_disc_command import RetrieveDiscCommand
from ...models.sell_relic_command import SellRelicCommand
from ...models.skip_action_command import SkipActionCommand
from ...models.study_relic_command import StudyRelicCommand
from ...models.study_university_command import StudyUniversityCommand
from ...models.take_favor_command import TakeFavorCommand
from ...models.take_relic_command import TakeRelicCommand
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: ActivateCommand
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
    | TakeRelicCommand,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if (
        isinstance(body, ActivateCommand)
        or isinstance(body, AssignExpertiseCommand)
        or isinstance(body, AutomaTurnCommand)
        or isinstance(body, Bonus8Command)
        or isinstance(body, ChooseSideCommand)
        or isinstance(body, ChooseStudyCommand)
        or isinstance(body, DeclineCommand)
        or isinstance(body, DeepenCommand)
        or isinstance(body, DiscardCardCommand)
        or isinstance(body, DiscardExpeditionsCommand)
        or isinstance(body, DoneCommand)
        or isinstance(body, DrawRelicCommand)
        or isinstance(body, EndTurnCommand)
        or isinstance(body, ExhibitCommand)
        or isinstance(body, GainReputationCommand)
        or isinstance(body, HonorPatronCommand)
        or isinstance(body, KeepCardCommand)
        or isinstance(body, KeepPatronCommand)
        or isinstance(body, KeepRelicCommand)
        or isinstance(body, KeepSocietyCommand)
        or isinstance(body, KnowledgeCommand)
        or isinstance(body, MeetPatronCommand)
        or isinstance(body, OrganizeCommand)
        or isinstance(body, PlaceCommand)
        or isinstance(body, PresentCommand)
        or isinstance(body, PublisherCommand)
        or isinstance(body, RaiseExpertiseCommand)
        or isinstance(body, ReserveCommand)
        or isinstance(body, ReserveDrawCommand)
        or isinstance(body, RetrieveDiscCommand)
        or isinstance(body, SellRelicCommand)
        or isinstance(body, SkipActionCommand)
        or isinstance(body, StudyRelicCommand)
        or isinstance(body, StudyUniversityCommand)
        or isinstance(body, TakeFavorCommand)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CommandResult | Error:
    if response.status_code == 201:
        response_201 = CommandResult.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[CommandResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ActivateCommand
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
    | TakeRelicCommand,
) -> Response[CommandResult | Error]:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | AssignExpertiseCommand | AutomaTurnCommand | Bonus8Command |
            ChooseSideCommand | ChooseStudyCommand | DeclineCommand | DeepenCommand |
            DiscardCardCommand | DiscardExpeditionsCommand | DoneCommand | DrawRelicCommand |
            EndTurnCommand | ExhibitCommand | GainReputationCommand | HonorPatronCommand |
            KeepCardCommand | KeepPatronCommand | KeepRelicCommand | KeepSocietyCommand |
            KnowledgeCommand | MeetPatronCommand | OrganizeCommand | PlaceCommand | PresentCommand |
            PublisherCommand | RaiseExpertiseCommand | ReserveCommand | ReserveDrawCommand |
            RetrieveDiscCommand | SellRelicCommand | SkipActionCommand | StudyRelicCommand |
            StudyUniversityCommand | TakeFavorCommand | TakeRelicCommand):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ActivateCommand
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
    | TakeRelicCommand,
) -> CommandResult | Error | None:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | AssignExpertiseCommand | AutomaTurnCommand | Bonus8Command |
            ChooseSideCommand | ChooseStudyCommand | DeclineCommand | DeepenCommand |
            DiscardCardCommand | DiscardExpeditionsCommand | DoneCommand | DrawRelicCommand |
            EndTurnCommand | ExhibitCommand | GainReputationCommand | HonorPatronCommand |
            KeepCardCommand | KeepPatronCommand | KeepRelicCommand | KeepSocietyCommand |
            KnowledgeCommand | MeetPatronCommand | OrganizeCommand | PlaceCommand | PresentCommand |
            PublisherCommand | RaiseExpertiseCommand | ReserveCommand | ReserveDrawCommand |
            RetrieveDiscCommand | SellRelicCommand | SkipActionCommand | StudyRelicCommand |
            StudyUniversityCommand | TakeFavorCommand | TakeRelicCommand):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Error
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ActivateCommand
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
    | TakeRelicCommand,
) -> Response[CommandResult | Error]:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | AssignExpertiseCommand | AutomaTurnCommand | Bonus8Command |
            ChooseSideCommand | ChooseStudyCommand | DeclineCommand | DeepenCommand |
            DiscardCardCommand | DiscardExpeditionsCommand | DoneCommand | DrawRelicCommand |
            EndTurnCommand | ExhibitCommand | GainReputationCommand | HonorPatronCommand |
            KeepCardCommand | KeepPatronCommand | KeepRelicCommand | KeepSocietyCommand |
            KnowledgeCommand | MeetPatronCommand | OrganizeCommand | PlaceCommand | PresentCommand |
            PublisherCommand | RaiseExpertiseCommand | ReserveCommand | ReserveDrawCommand |
            RetrieveDiscCommand | SellRelicCommand | SkipActionCommand | StudyRelicCommand |
            StudyUniversityCommand | TakeFavorCommand | TakeRelicCommand):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CommandResult | Error]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: ActivateCommand
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
    | TakeRelicCommand,
) -> CommandResult | Error | None:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | AssignExpertiseCommand | AutomaTurnCommand | Bonus8Command |
            ChooseSideCommand | ChooseStudyCommand | DeclineCommand | DeepenCommand |
            DiscardCardCommand | DiscardExpeditionsCommand | DoneCommand | DrawRelicCommand |
            EndTurnCommand | ExhibitCommand | GainReputationCommand | HonorPatronCommand |
            KeepCardCommand | KeepPatronCommand | KeepRelicCommand | KeepSocietyCommand |
            KnowledgeCommand | MeetPatronCommand | OrganizeCommand | PlaceCommand | PresentCommand |
            PublisherCommand | RaiseExpertiseCommand | ReserveCommand | ReserveDrawCommand |
            RetrieveDiscCommand | SellRelicCommand | SkipActionCommand | StudyRelicCommand |
            StudyUniversityCommand | TakeFavorCommand | TakeRelicCommand):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CommandResult | Error
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
