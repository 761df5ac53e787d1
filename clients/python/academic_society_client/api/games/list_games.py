from http import HTTPStatus
from typing import Any

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.list_games_status import ListGamesStatus
from ...models.lobby import Lobby
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    player: str | Unset = UNSET,
    identity: str | Unset = UNSET,
    tournament: str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["player"] = player

    params["identity"] = identity

    params["tournament"] = tournament

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Lobby:
    if response.status_code == 200:
        response_200 = Lobby.from_dict(response.json())

        return response_200

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
) -> Response[Error | Lobby]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    player: str | Unset = UNSET,
    identity: str | Unset = UNSET,
    tournament: str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[Error | Lobby]:
    """Lobby listing (newest first), optionally by status, player name, identity (the calling client's
    users
    only) or tournament (404 if unknown). Lists the public games and the calling client's own
    (docs/frontends/visibility.md); a game's player identities show only to its parties.

    Args:
        status (ListGamesStatus | Unset):
        player (str | Unset):
        identity (str | Unset):
        tournament (str | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Lobby]
    """

    kwargs = _get_kwargs(
        status=status,
        player=player,
        identity=identity,
        tournament=tournament,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    player: str | Unset = UNSET,
    identity: str | Unset = UNSET,
    tournament: str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Error | Lobby | None:
    """Lobby listing (newest first), optionally by status, player name, identity (the calling client's
    users
    only) or tournament (404 if unknown). Lists the public games and the calling client's own
    (docs/frontends/visibility.md); a game's player identities show only to its parties.

    Args:
        status (ListGamesStatus | Unset):
        player (str | Unset):
        identity (str | Unset):
        tournament (str | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Lobby
    """

    return sync_detailed(
        client=client,
        status=status,
        player=player,
        identity=identity,
        tournament=tournament,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    player: str | Unset = UNSET,
    identity: str | Unset = UNSET,
    tournament: str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Response[Error | Lobby]:
    """Lobby listing (newest first), optionally by status, player name, identity (the calling client's
    users
    only) or tournament (404 if unknown). Lists the public games and the calling client's own
    (docs/frontends/visibility.md); a game's player identities show only to its parties.

    Args:
        status (ListGamesStatus | Unset):
        player (str | Unset):
        identity (str | Unset):
        tournament (str | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Lobby]
    """

    kwargs = _get_kwargs(
        status=status,
        player=player,
        identity=identity,
        tournament=tournament,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    player: str | Unset = UNSET,
    identity: str | Unset = UNSET,
    tournament: str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 20,
) -> Error | Lobby | None:
    """Lobby listing (newest first), optionally by status, player name, identity (the calling client's
    users
    only) or tournament (404 if unknown). Lists the public games and the calling client's own
    (docs/frontends/visibility.md); a game's player identities show only to its parties.

    Args:
        status (ListGamesStatus | Unset):
        player (str | Unset):
        identity (str | Unset):
        tournament (str | Unset):
        offset (int | Unset):  Default: 0.
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Lobby
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            player=player,
            identity=identity,
            tournament=tournament,
            offset=offset,
            limit=limit,
        )
    ).parsed
