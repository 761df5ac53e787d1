"""An embedded Redis for machines without one: fakeredis's TCP server.

    python -m shared.tools.embedded_redis --port 6390

Serves until interrupted. Keeps everything in memory, like the CI Redis.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import socket
import sys
import threading

from fakeredis import TcpFakeServer


def start(host: str = "127.0.0.1", port: int = 0) -> tuple[TcpFakeServer, int]:
    """Start a server in a background thread; returns it and its port (0 picks a free one)."""
    server = TcpFakeServer((host, port), server_type="redis")
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="embedded-redis", daemon=True)
    thread.start()
    return server, server.server_address[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=6390)
    args = parser.parse_args(argv)
    server = TcpFakeServer((args.host, args.port), server_type="redis")
    server.daemon_threads = True
    signal.signal(signal.SIGTERM, lambda *_: threading.Thread(target=server.shutdown).start())
    print(f"embedded redis (fakeredis) on redis://{args.host}:{args.port}/0", flush=True)
    try:
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
