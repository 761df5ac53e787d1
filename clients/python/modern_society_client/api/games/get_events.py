from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.events import Events
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    from_version: int | Unset = 1,
    limit: int | Unset = 1000,
    raw: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["from_version"] = from_version

    params["limit"] = limit

    params["raw"] = raw

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Events:
    if response.status_code == 200:
        response_200 = Events.from_dict(response.json())

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
) -> Response[Error | Events]:
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
    from_version: int | Unset = 1,
    limit: int | Unset = 1000,
    raw: bool | Unset = False,
) -> Response[Error | Events]:
    """History as the caller may see it; NDJSON with Accept: application/x-ndjson.

    Args:
        game_id (str):
        from_version (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 1000.
        raw (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Events]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        limit=limit,
        raw=raw,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_version: int | Unset = 1,
    limit: int | Unset = 1000,
    raw: bool | Unset = False,
) -> Error | Events | None:
    """History as the caller may see it; NDJSON with Accept: application/x-ndjson.

    Args:
        game_id (str):
        from_version (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 1000.
        raw (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Events
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        from_version=from_version,
        limit=limit,
        raw=raw,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_version: int | Unset = 1,
    limit: int | Unset = 1000,
    raw: bool | Unset = False,
) -> Response[Error | Events]:
    """History as the caller may see it; NDJSON with Accept: application/x-ndjson.

    Args:
        game_id (str):
        from_version (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 1000.
        raw (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Events]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        from_version=from_version,
        limit=limit,
        raw=raw,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    from_version: int | Unset = 1,
    limit: int | Unset = 1000,
    raw: bool | Unset = False,
) -> Error | Events | None:
    """History as the caller may see it; NDJSON with Accept: application/x-ndjson.

    Args:
        game_id (str):
        from_version (int | Unset):  Default: 1.
        limit (int | Unset):  Default: 1000.
        raw (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Events
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            from_version=from_version,
            limit=limit,
            raw=raw,
        )
    ).parsed
