from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seat_change import SeatChange
from ...models.seat_control import SeatControl
from ...types import Response


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    body: SeatControl,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/games/{game_id}/seats/{seat}".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SeatChange:
    if response.status_code == 200:
        response_200 = SeatChange.from_dict(response.json())

        return response_200

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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | SeatChange]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatControl,
) -> Response[Error | SeatChange]:
    """Hand the caller's seat to a bot while its player is away ("bot"), or take it back ("human").
    The seat's clock stops while a bot plays it.

    Args:
        game_id (str):
        seat (int):
        body (SeatControl):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatChange]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatControl,
) -> Error | SeatChange | None:
    """Hand the caller's seat to a bot while its player is away ("bot"), or take it back ("human").
    The seat's clock stops while a bot plays it.

    Args:
        game_id (str):
        seat (int):
        body (SeatControl):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatChange
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatControl,
) -> Response[Error | SeatChange]:
    """Hand the caller's seat to a bot while its player is away ("bot"), or take it back ("human").
    The seat's clock stops while a bot plays it.

    Args:
        game_id (str):
        seat (int):
        body (SeatControl):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeatChange]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    body: SeatControl,
) -> Error | SeatChange | None:
    """Hand the caller's seat to a bot while its player is away ("bot"), or take it back ("human").
    The seat's clock stops while a bot plays it.

    Args:
        game_id (str):
        seat (int):
        body (SeatControl):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeatChange
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            body=body,
        )
    ).parsed
