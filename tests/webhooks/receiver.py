"""A webhook receiver for the tests: a tiny threaded http.server on 127.0.0.1 that checks every signature
with its own implementation of the Standard Webhooks scheme (hmac + base64 from the specification, not the
`standardwebhooks` package the platform signs with) and deduplicates on webhook-id.

Its behaviour is scripted: `fail_next` answers 500 that many times, `slow_next` sleeps past the sender's
timeout, `fail_games` fails every event of those games, `slow_every_s` answers everything late, `stop()` /
`start()` take it away and bring it back on the same port.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def expected_signature(secret: str, message_id: str, timestamp: str, body: bytes) -> bytes:
    """The spec: HMAC-SHA256 over `{id}.{timestamp}.{body}` keyed with the base64 after `whsec_`."""
    key = base64.b64decode(secret.removeprefix("whsec_"))
    return hmac.new(key, message_id.encode() + b"." + timestamp.encode() + b"." + body, hashlib.sha256).digest()


def verify(secrets: list[str], headers: dict[str, str], body: bytes, tolerance_s: int = 300) -> bool:
    message_id, timestamp = headers.get("webhook-id"), headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not (message_id and timestamp and signatures) or abs(time.time() - int(timestamp)) > tolerance_s:
        return False
    wanted = [expected_signature(s, message_id, timestamp, body) for s in secrets]
    for item in signatures.split(" "):
        version, _, value = item.partition(",")
        if version == "v1" and any(hmac.compare_digest(base64.b64decode(value), w) for w in wanted):
            return True
    return False


class Receiver:
    def __init__(self):
        self.secrets: list[str] = []
        self.received: list[dict] = []  # every request (duplicates included)
        self.unique: dict[str, dict] = {}  # webhook-id -> the event, first copy
        self.bad_signatures = 0
        self.fail_next = 0
        self.slow_next = 0
        self.slow_s = 1.0
        self.fail_games: set[str] = set()  # answers 500 to every event of these games
        self.slow_every_s = 0.0  # answers every request this late (a slow endpoint)
        self.lock = threading.Lock()
        self.port = 0
        self.server: ThreadingHTTPServer | None = None
        self.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def start(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                return None

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                headers = {k.lower(): v for k, v in self.headers.items()}
                with receiver.lock:
                    slow = receiver.slow_next > 0
                    receiver.slow_next -= slow
                    fail = not slow and receiver.fail_next > 0
                    receiver.fail_next -= fail
                if slow:
                    time.sleep(receiver.slow_s)
                time.sleep(receiver.slow_every_s)
                fail = fail or json.loads(body or b"{}").get("data", {}).get("game_id") in receiver.fail_games
                status = 500 if fail else 204
                if not fail and not slow:
                    with receiver.lock:
                        if not verify(receiver.secrets, headers, body):
                            receiver.bad_signatures += 1
                            status = 401
                        else:
                            event = json.loads(body)
                            receiver.received.append(event)
                            receiver.unique.setdefault(headers["webhook-id"], event)
                self.send_response(status)
                self.send_header("content-length", "0")
                self.end_headers()

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def events(self, kind: str | None = None) -> list[dict]:
        with self.lock:
            return [e for e in self.unique.values() if kind is None or e["type"] == kind]
