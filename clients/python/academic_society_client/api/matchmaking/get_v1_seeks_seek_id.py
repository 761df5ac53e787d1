from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.seek_status import SeekStatus
from ...types import Response


def _get_kwargs(
    seek_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/seeks/{seek_id}".format(
            seek_id=quote(str(seek_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | SeekStatus:
    if response.status_code == 200:
        response_200 = SeekStatus.from_dict(response.json())

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

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    response_default = Error.from_dict(response.json())

    return response_default


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | SeekStatus]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | SeekStatus]:
    """The seek's status: waiting, seated (the game and seat; the seek's token is the seat's), cancelled.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeekStatus]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | SeekStatus | None:
    """The seek's status: waiting, seated (the game and seat; the seek's token is the seat's), cancelled.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeekStatus
    """

    return sync_detailed(
        seek_id=seek_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Error | SeekStatus]:
    """The seek's status: waiting, seated (the game and seat; the seek's token is the seat's), cancelled.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | SeekStatus]
    """

    kwargs = _get_kwargs(
        seek_id=seek_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,
) -> Error | SeekStatus | None:
    """The seek's status: waiting, seated (the game and seat; the seek's token is the seat's), cancelled.

    Args:
        seek_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | SeekStatus
    """

    return (
        await asyncio_detailed(
            seek_id=seek_id,
            client=client,
        )
    ).parsed
