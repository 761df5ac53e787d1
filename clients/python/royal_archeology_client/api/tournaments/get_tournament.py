from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.tournament import Tournament
from ...types import Response


def _get_kwargs(
    tournament: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/tournaments/{tournament}".format(
            tournament=quote(str(tournament), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Tournament:
    if response.status_code == 200:
        response_200 = Tournament.from_dict(response.json())

        return response_200

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | Tournament]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | Tournament]:
    """Standings: games, wins, rank points (players - rank; every winner gets the top) and total score,
    counted once per finished game created with this tournament id.

    Args:
        tournament (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Tournament]
    """

    kwargs = _get_kwargs(
        tournament=tournament,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    tournament: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | Tournament | None:
    """Standings: games, wins, rank points (players - rank; every winner gets the top) and total score,
    counted once per finished game created with this tournament id.

    Args:
        tournament (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Tournament
    """

    return sync_detailed(
        tournament=tournament,
        client=client,
    ).parsed


async def asyncio_detailed(
    tournament: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | Tournament]:
    """Standings: games, wins, rank points (players - rank; every winner gets the top) and total score,
    counted once per finished game created with this tournament id.

    Args:
        tournament (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Tournament]
    """

    kwargs = _get_kwargs(
        tournament=tournament,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    tournament: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | Tournament | None:
    """Standings: games, wins, rank points (players - rank; every winner gets the top) and total score,
    counted once per finished game created with this tournament id.

    Args:
        tournament (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Tournament
    """

    return (
        await asyncio_detailed(
            tournament=tournament,
            client=client,
        )
    ).parsed
