from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.activate_command import ActivateCommand
from ...models.blue_move_command import BlueMoveCommand
from ...models.bonus_command import BonusCommand
from ...models.command_result import CommandResult
from ...models.declare_command import DeclareCommand
from ...models.error import Error
from ...models.forced_move_command import ForcedMoveCommand
from ...models.gain_theory_command import GainTheoryCommand
from ...models.maintain_command import MaintainCommand
from ...models.place_command import PlaceCommand
from ...models.replace_treatise_command import ReplaceTreatiseCommand
from ...models.sabbatical_command import SabbaticalCommand
from ...models.salon_command import SalonCommand
from ...models.spend_theory_command import SpendTheoryCommand
from ...models.take_treatise_command import TakeTreatiseCommand
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: ActivateCommand
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
    | TakeTreatiseCommand,
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
        or isinstance(body, BlueMoveCommand)
        or isinstance(body, BonusCommand)
        or isinstance(body, DeclareCommand)
        or isinstance(body, ForcedMoveCommand)
        or isinstance(body, GainTheoryCommand)
        or isinstance(body, MaintainCommand)
        or isinstance(body, PlaceCommand)
        or isinstance(body, ReplaceTreatiseCommand)
        or isinstance(body, SabbaticalCommand)
        or isinstance(body, SalonCommand)
        or isinstance(body, SpendTheoryCommand)
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
    | TakeTreatiseCommand,
) -> Response[CommandResult | Error]:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | BlueMoveCommand | BonusCommand | DeclareCommand |
            ForcedMoveCommand | GainTheoryCommand | MaintainCommand | PlaceCommand |
            ReplaceTreatiseCommand | SabbaticalCommand | SalonCommand | SpendTheoryCommand |
            TakeTreatiseCommand):

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
    | TakeTreatiseCommand,
) -> CommandResult | Error | None:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | BlueMoveCommand | BonusCommand | DeclareCommand |
            ForcedMoveCommand | GainTheoryCommand | MaintainCommand | PlaceCommand |
            ReplaceTreatiseCommand | SabbaticalCommand | SalonCommand | SpendTheoryCommand |
            TakeTreatiseCommand):

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
    | TakeTreatiseCommand,
) -> Response[CommandResult | Error]:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | BlueMoveCommand | BonusCommand | DeclareCommand |
            ForcedMoveCommand | GainTheoryCommand | MaintainCommand | PlaceCommand |
            ReplaceTreatiseCommand | SabbaticalCommand | SalonCommand | SpendTheoryCommand |
            TakeTreatiseCommand):

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
    | TakeTreatiseCommand,
) -> CommandResult | Error | None:
    """Submit one command exactly as /legal listed it (optionally expected_version, idempotency_key).

    Args:
        game_id (str):
        body (ActivateCommand | BlueMoveCommand | BonusCommand | DeclareCommand |
            ForcedMoveCommand | GainTheoryCommand | MaintainCommand | PlaceCommand |
            ReplaceTreatiseCommand | SabbaticalCommand | SalonCommand | SpendTheoryCommand |
            TakeTreatiseCommand):

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
