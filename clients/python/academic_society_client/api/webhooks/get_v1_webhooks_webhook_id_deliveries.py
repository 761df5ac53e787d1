from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_v1_webhooks_webhook_id_deliveries_status import (
    GetV1WebhooksWebhookIdDeliveriesStatus,
)
from ...models.webhook_deliveries import WebhookDeliveries
from ...types import UNSET, Response, Unset


def _get_kwargs(
    webhook_id: str,
    *,
    status: GetV1WebhooksWebhookIdDeliveriesStatus | Unset = UNSET,
    limit: int | Unset = 50,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/webhooks/{webhook_id}/deliveries".format(
            webhook_id=quote(str(webhook_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | WebhookDeliveries:
    if response.status_code == 200:
        response_200 = WebhookDeliveries.from_dict(response.json())

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
) -> Response[Error | WebhookDeliveries]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    status: GetV1WebhooksWebhookIdDeliveriesStatus | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[Error | WebhookDeliveries]:
    """The delivery log, newest first: each delivery's status, attempts and last errors.

    Args:
        webhook_id (str):
        status (GetV1WebhooksWebhookIdDeliveriesStatus | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveries]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        status=status,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    status: GetV1WebhooksWebhookIdDeliveriesStatus | Unset = UNSET,
    limit: int | Unset = 50,
) -> Error | WebhookDeliveries | None:
    """The delivery log, newest first: each delivery's status, attempts and last errors.

    Args:
        webhook_id (str):
        status (GetV1WebhooksWebhookIdDeliveriesStatus | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveries
    """

    return sync_detailed(
        webhook_id=webhook_id,
        client=client,
        status=status,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    status: GetV1WebhooksWebhookIdDeliveriesStatus | Unset = UNSET,
    limit: int | Unset = 50,
) -> Response[Error | WebhookDeliveries]:
    """The delivery log, newest first: each delivery's status, attempts and last errors.

    Args:
        webhook_id (str):
        status (GetV1WebhooksWebhookIdDeliveriesStatus | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | WebhookDeliveries]
    """

    kwargs = _get_kwargs(
        webhook_id=webhook_id,
        status=status,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    webhook_id: str,
    *,
    client: AuthenticatedClient,
    status: GetV1WebhooksWebhookIdDeliveriesStatus | Unset = UNSET,
    limit: int | Unset = 50,
) -> Error | WebhookDeliveries | None:
    """The delivery log, newest first: each delivery's status, attempts and last errors.

    Args:
        webhook_id (str):
        status (GetV1WebhooksWebhookIdDeliveriesStatus | Unset):
        limit (int | Unset):  Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | WebhookDeliveries
    """

    return (
        await asyncio_detailed(
            webhook_id=webhook_id,
            client=client,
            status=status,
            limit=limit,
        )
    ).parsed
