from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.stream_events_response_200 import StreamEventsResponse200
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    last_event_id: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    idle_timeout_s: float | Unset = 300.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["last_event_id"] = last_event_id

    params["ticket"] = ticket

    params["idle_timeout_s"] = idle_timeout_s

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | StreamEventsResponse200:
    if response.status_code == 200:
        response_200 = StreamEventsResponse200.from_dict(response.text)

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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
) -> Response[Any | Error | StreamEventsResponse200]:
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
    last_event_id: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    idle_timeout_s: float | Unset = 300.0,
) -> Response[Any | Error | StreamEventsResponse200]:
    """Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees
    them.

     Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py).

    Args:
        game_id (str):
        last_event_id (int | Unset):
        ticket (str | Unset):
        idle_timeout_s (float | Unset):  Default: 300.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | StreamEventsResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
        ticket=ticket,
        idle_timeout_s=idle_timeout_s,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    idle_timeout_s: float | Unset = 300.0,
) -> Any | Error | StreamEventsResponse200 | None:
    """Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees
    them.

     Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py).

    Args:
        game_id (str):
        last_event_id (int | Unset):
        ticket (str | Unset):
        idle_timeout_s (float | Unset):  Default: 300.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | StreamEventsResponse200
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        last_event_id=last_event_id,
        ticket=ticket,
        idle_timeout_s=idle_timeout_s,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    idle_timeout_s: float | Unset = 300.0,
) -> Response[Any | Error | StreamEventsResponse200]:
    """Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees
    them.

     Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py).

    Args:
        game_id (str):
        last_event_id (int | Unset):
        ticket (str | Unset):
        idle_timeout_s (float | Unset):  Default: 300.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | StreamEventsResponse200]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        last_event_id=last_event_id,
        ticket=ticket,
        idle_timeout_s=idle_timeout_s,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    last_event_id: int | Unset = UNSET,
    ticket: str | Unset = UNSET,
    idle_timeout_s: float | Unset = 300.0,
) -> Any | Error | StreamEventsResponse200 | None:
    """Live events as Server-Sent Events, as the ticket's (or bearer token's) seat or a spectator sees
    them.

     Ends when the game is scored or after idle_timeout_s (see shared/http/live_stream.py).

    Args:
        game_id (str):
        last_event_id (int | Unset):
        ticket (str | Unset):
        idle_timeout_s (float | Unset):  Default: 300.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | StreamEventsResponse200
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            last_event_id=last_event_id,
            ticket=ticket,
            idle_timeout_s=idle_timeout_s,
        )
    ).parsed
