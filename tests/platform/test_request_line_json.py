"""Issue 22: every refusal is the JSON error, including gunicorn's own (a request line past its limit)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest

from shared.base import jsonfast
from shared.http.hardening import gunicorn_error_response
from shared.tools.embedded_redis import free_port
from tests.service_helpers import wait_until_healthy

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_gunicorn_refusals_are_the_json_error_shape():
    raw = gunicorn_error_response(414, "Request-URI Too Long")
    head, _, body = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 414 ") and b"Content-Type: application/json" in head
    assert jsonfast.loads(body)["error"]["code"] == "request_line_too_long"
    assert set(jsonfast.loads(body)["error"]) == {"code", "message", "details"}


@pytest.mark.integration
@pytest.mark.e2e
def test_a_ten_thousand_character_game_id_gets_a_json_414_from_gunicorn(real_redis_url, key_prefix):
    port = free_port()
    env = dict(os.environ, REDIS_URL=real_redis_url, KEY_PREFIX=key_prefix, PYTHONPATH=ROOT, WEB_WORKERS="1")
    process = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                                "--bind", f"127.0.0.1:{port}", "tests.fixture_app:create_app()"],
                               cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_until_healthy(f"http://127.0.0.1:{port}", 60, "the fixture game service")
        with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
            conn.sendall(f"GET /v1/games/{'g' * 10_000} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
            answer = b""
            while chunk := conn.recv(65536):
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.split()[1] == b"414" and b"application/json" in head, head
        error = jsonfast.loads(body)["error"]
        assert error["code"] == "request_line_too_long" and "g" * 50 not in error["message"], "never echoed"
    finally:
        process.terminate()
        process.wait(timeout=30)
