"""A real `redis-server` of the test's own (own port, own directory), to restart, kill and pause at will."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time

import pytest
import redis as redis_lib
from redis.backoff import NoBackoff
from redis.retry import Retry

from shared.tools.embedded_redis import free_port

needs_redis_server = pytest.mark.skipif(shutil.which("redis-server") is None,
                                        reason="no redis-server binary on this machine")


class RedisServer:
    def __init__(self, directory: str, appendfsync: str = "always", port: int | None = None):
        self.directory = directory
        self.appendfsync = appendfsync
        self.port = port or free_port()
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def client(self, **kwargs) -> redis_lib.Redis:
        """A client that never retries by itself (redis-py would resend SHUTDOWN with backoff, for seconds)."""
        return redis_lib.Redis(port=self.port, retry=Retry(NoBackoff(), 0), **kwargs)

    def start(self, timeout_s: float = 15.0) -> RedisServer:
        """Start (or restart) on the same port and directory: the AOF written so far is loaded back."""
        os.makedirs(self.directory, exist_ok=True)
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--dir", self.directory,
             "--appendonly", "yes", "--appendfsync", self.appendfsync, "--save", "",
             "--maxmemory-policy", "noeviction", "--logfile", os.path.join(self.directory, "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                if self.client(socket_timeout=1).ping():
                    return self
            except redis_lib.RedisError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    raise RuntimeError(f"redis-server did not start on port {self.port}") from None
                time.sleep(0.05)

    def shutdown_nosave(self) -> None:
        try:
            self.client(socket_timeout=5).shutdown(nosave=True)
        except redis_lib.ConnectionError:
            pass  # the server closes the connection as it exits
        self.process.wait(timeout=15)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=15)

    def pause(self, seconds: float) -> None:
        """Freeze the server (SIGSTOP) for `seconds`: connections stay open, nothing answers."""
        self.process.send_signal(signal.SIGSTOP)
        try:
            time.sleep(seconds)
        finally:
            self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
