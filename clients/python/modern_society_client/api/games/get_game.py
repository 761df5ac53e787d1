from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.game import Game
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    min_version: int | Unset = UNSET,
    at_version: int | Unset = UNSET,
    wait_ms: int | Unset = 0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["min_version"] = min_version

    params["at_version"] = at_version

    params["wait_ms"] = wait_ms

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Game:
    if response.status_code == 200:
        response_200 = Game.from_dict(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Error.from_dict(response.json())

        return response_422

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Game]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    min_version: int | Unset = UNSET,
    at_version: int | Unset = UNSET,
    wait_ms: int | Unset = 0,
) -> Response[Error | Game]:
    """The caller's view (bearer token) or the spectator view, from the read model.

     With min_version, waits up to wait_ms for the projection to reach it, then
    falls back to the stream itself, so a client always reads its own writes.

    Args:
        game_id (str):
        min_version (int | Unset):
        at_version (int | Unset):
        wait_ms (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Game]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        min_version=min_version,
        at_version=at_version,
        wait_ms=wait_ms,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    min_version: int | Unset = UNSET,
    at_version: int | Unset = UNSET,
    wait_ms: int | Unset = 0,
) -> Error | Game | None:
    """The caller's view (bearer token) or the spectator view, from the read model.

     With min_version, waits up to wait_ms for the projection to reach it, then
    falls back to the stream itself, so a client always reads its own writes.

    Args:
        game_id (str):
        min_version (int | Unset):
        at_version (int | Unset):
        wait_ms (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Game
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        min_version=min_version,
        at_version=at_version,
        wait_ms=wait_ms,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    min_version: int | Unset = UNSET,
    at_version: int | Unset = UNSET,
    wait_ms: int | Unset = 0,
) -> Response[Error | Game]:
    """The caller's view (bearer token) or the spectator view, from the read model.

     With min_version, waits up to wait_ms for the projection to reach it, then
    falls back to the stream itself, so a client always reads its own writes.

    Args:
        game_id (str):
        min_version (int | Unset):
        at_version (int | Unset):
        wait_ms (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Game]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        min_version=min_version,
        at_version=at_version,
        wait_ms=wait_ms,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    min_version: int | Unset = UNSET,
    at_version: int | Unset = UNSET,
    wait_ms: int | Unset = 0,
) -> Error | Game | None:
    """The caller's view (bearer token) or the spectator view, from the read model.

     With min_version, waits up to wait_ms for the projection to reach it, then
    falls back to the stream itself, so a client always reads its own writes.

    Args:
        game_id (str):
        min_version (int | Unset):
        at_version (int | Unset):
        wait_ms (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Game
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            min_version=min_version,
            at_version=at_version,
            wait_ms=wait_ms,
        )
    ).parsed
