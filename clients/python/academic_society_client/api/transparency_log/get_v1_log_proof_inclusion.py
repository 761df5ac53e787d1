from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.inclusion import Inclusion
from ...types import UNSET, Response


def _get_kwargs(
    *,
    game_id: str,
    version: int,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["game_id"] = game_id

    params["version"] = version

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/proof/inclusion",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Inclusion:
    if response.status_code == 200:
        response_200 = Inclusion.from_dict(response.json())

        return response_200

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
) -> Response[Error | Inclusion]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    game_id: str,
    version: int,
) -> Response[Error | Inclusion]:
    """The audit path of a game's (or tournament's) head at `version` under the latest tree head (a private
    game the caller may not see: 404, as a head the log does not hold).

    Args:
        game_id (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Inclusion]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    game_id: str,
    version: int,
) -> Error | Inclusion | None:
    """The audit path of a game's (or tournament's) head at `version` under the latest tree head (a private
    game the caller may not see: 404, as a head the log does not hold).

    Args:
        game_id (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Inclusion
    """

    return sync_detailed(
        client=client,
        game_id=game_id,
        version=version,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    game_id: str,
    version: int,
) -> Response[Error | Inclusion]:
    """The audit path of a game's (or tournament's) head at `version` under the latest tree head (a private
    game the caller may not see: 404, as a head the log does not hold).

    Args:
        game_id (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Inclusion]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        version=version,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    game_id: str,
    version: int,
) -> Error | Inclusion | None:
    """The audit path of a game's (or tournament's) head at `version` under the latest tree head (a private
    game the caller may not see: 404, as a head the log does not hold).

    Args:
        game_id (str):
        version (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Inclusion
    """

    return (
        await asyncio_detailed(
            client=client,
            game_id=game_id,
            version=version,
        )
    ).parsed
