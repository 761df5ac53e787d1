import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import uuid  # noqa: E402

import fakeredis  # noqa: E402
import pytest  # noqa: E402
import redis as redis_lib  # noqa: E402

from shared.domain import registry  # noqa: E402
from shared.store.connection import answers  # noqa: E402
from shared.tools.embedded_redis import start  # noqa: E402
from tests import fixture_game  # noqa: E402

registry.register(fixture_game.ENGINE)

# Integration tests use their own database number and a unique key prefix, and
# delete only the keys they created.
TEST_DB = int(os.environ.get("TEST_REDIS_DB", "15"))


@pytest.fixture(scope="session")
def real_redis_url():
    """A real Redis server's URL: REDIS_URL if one answers there, else an embedded server."""
    base = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    url = base.rsplit("/", 1)[0] + f"/{TEST_DB}"
    if answers(url):
        yield url
        return
    server, port = start()
    yield f"redis://127.0.0.1:{port}/0"
    server.shutdown()


@pytest.fixture
def key_prefix():
    return f"test:{uuid.uuid4().hex[:10]}:"


@pytest.fixture
def real_redis(real_redis_url, key_prefix):
    client = redis_lib.Redis.from_url(real_redis_url)
    yield client
    keys = list(client.scan_iter(match=f"{key_prefix}*", count=1000))
    for start_index in range(0, len(keys), 500):
        client.delete(*keys[start_index : start_index + 500])
    client.close()


@pytest.fixture
def fake_redis():
    return fakeredis.FakeRedis()

# make test is deterministic: property tests draw the same examples on every run.
from hypothesis import settings as hypothesis_settings  # noqa: E402

hypothesis_settings.register_profile("deterministic", derandomize=True, database=None, print_blob=True)
hypothesis_settings.load_profile("deterministic")


class SeededSecrets:
    """Stands in for the `secrets` module inside shared.app.aggregates.entropy (the one module that draws
    randomness) during tests: salts, tokens, stream tickets, lock holders and default seeds of games
    and tournaments come from a generator seeded by the test's id, so games with human seats (whose
    draws mix in the salt) and tournaments play the same way on every run."""

    def __init__(self, seed: str):
        import random

        self._rng = random.Random(seed)

    def token_hex(self, nbytes: int) -> str:
        return self._rng.randbytes(nbytes).hex()

    def token_urlsafe(self, nbytes: int) -> str:
        import base64

        return base64.urlsafe_b64encode(self._rng.randbytes(nbytes)).rstrip(b"=").decode()

    def randbits(self, k: int) -> int:
        return self._rng.getrandbits(k)


@pytest.fixture(autouse=True)
def deterministic_service_entropy(monkeypatch, request):
    from shared.app.aggregates import entropy

    monkeypatch.setattr(entropy, "secrets", SeededSecrets(request.node.nodeid))


# Integrator clients (issue 22): every test calls the services as one test client, transparently. Its key
# rides on every Flask test client (default header) and every `requests` call without an X-Client-Key; the
# services learn the client from BOOTSTRAP_CLIENT (processes the tests start inherit it) and, for apps
# built in process with their own Config, from the test client fixture below. Tests of the credentials
# themselves send their own header (an explicit header wins) or none (environ_base without the key).
import hashlib  # noqa: E402

from shared.app.clients.integrators import DEFAULT_SCOPES, HEADER  # noqa: E402

TEST_CLIENT_ID = "tests"
TEST_CLIENT_SECRET = "the-test-suite-client-not-a-production-secret"
TEST_CLIENT_KEY = f"{TEST_CLIENT_ID}.{TEST_CLIENT_SECRET}"
TEST_CLIENT_DIGEST = hashlib.sha256(TEST_CLIENT_SECRET.encode()).hexdigest()
TEST_CLIENT_SETTING = f"{TEST_CLIENT_ID}:{TEST_CLIENT_DIGEST}:{','.join(DEFAULT_SCOPES)}"
os.environ.setdefault("BOOTSTRAP_CLIENT", TEST_CLIENT_SETTING)
CLIENT_KEY_ENVIRON = "HTTP_" + HEADER.upper().replace("-", "_")


def client_key_headers(app) -> dict[str, str]:
    """The test client's key header for an app called without Flask's test client (a WSGI server, schemathesis)."""
    app.extensions["tabletop.clients"].ensure(TEST_CLIENT_ID, TEST_CLIENT_DIGEST, list(DEFAULT_SCOPES))
    return {HEADER: TEST_CLIENT_KEY}


def _with_test_client_credentials():
    """Patched once for the session (module-level apps and requests included)."""
    import flask
    import requests

    original_test_client = flask.Flask.test_client

    def test_client(app, *args, **kwargs):
        registry = app.extensions.get("tabletop.clients")
        if registry is not None:
            # Configured like BOOTSTRAP_CLIENT: made sure of at the first call (and after a Redis lost its data).
            registry.configure(TEST_CLIENT_SETTING)
        client = original_test_client(app, *args, **kwargs)
        client.environ_base.setdefault(CLIENT_KEY_ENVIRON, TEST_CLIENT_KEY)
        return client

    original_request = requests.Session.request

    def request(session, method, url, *args, **kwargs):
        headers = dict(kwargs.pop("headers", None) or {})
        if not any(name.lower() == HEADER.lower() for name in headers):
            headers[HEADER] = TEST_CLIENT_KEY
        return original_request(session, method, url, *args, headers=headers, **kwargs)

    flask.Flask.test_client = test_client
    requests.Session.request = request


_with_test_client_credentials()
