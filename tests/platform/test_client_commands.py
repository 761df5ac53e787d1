"""`tabletop clients create|list|rotate|revoke` (issue 22) and `make run`'s development client, on the real
Redis (its own database and key prefix)."""

from __future__ import annotations

import json
import os
import stat

import pytest

from shared.app.clients.integrators import ClientRegistry, bootstrap
from shared.domain.errors import Unauthenticated
from shared.tools import cli
from shared.tools.client_commands import development_client

pytestmark = pytest.mark.integration


def printed_key(capsys) -> str:
    out = capsys.readouterr().out
    return json.loads(out[:out.rindex("}") + 1])["key"]


def test_clients_verbs_manage_keys_stored_as_digests(real_redis_url, real_redis, key_prefix, monkeypatch, capsys):
    monkeypatch.setenv("REDIS_URL", real_redis_url)
    monkeypatch.setenv("KEY_PREFIX", key_prefix)
    registry = ClientRegistry(real_redis, key_prefix)
    assert cli.main(["clients", "create", "acme", "--scopes", "games:write,ratings:read",
                     "--quota", "create=5/minute"]) == 0
    key = printed_key(capsys)
    client = registry.authenticate(key)
    assert client.scopes == ["games:write", "ratings:read"] and client.quota("create") == "5/minute"
    assert cli.main(["clients", "create", "acme"]) == 1 and "client_exists" in capsys.readouterr().out
    assert cli.main(["clients", "list"]) == 0
    listed = capsys.readouterr().out
    assert '"acme"' in listed and key.partition(".")[2] not in listed and "digest" not in listed
    assert cli.main(["clients", "rotate", "acme"]) == 0
    rotated = printed_key(capsys)
    with pytest.raises(Unauthenticated):
        registry.authenticate(key)
    assert registry.authenticate(rotated).id == "acme"
    assert cli.main(["clients", "revoke", "acme"]) == 0
    capsys.readouterr()
    with pytest.raises(Unauthenticated, match="revoked"):
        registry.authenticate(rotated)
    stored = b"".join(real_redis.get(k) for k in real_redis.scan_iter(match=f"{key_prefix}tabletop:client:*"))
    assert rotated.partition(".")[2].encode() not in stored


def test_the_development_client_is_configured_by_digest_and_its_key_kept_for_the_owner(tmp_path, fake_redis):
    setting, path = development_client(str(tmp_path))
    key = open(path).read()
    assert key.startswith("dev.") and key.partition(".")[2] not in setting
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    registry = ClientRegistry(fake_redis, "")
    bootstrap(registry, setting)
    assert "admin" in registry.authenticate(key).scopes
