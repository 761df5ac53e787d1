"""A RabbitMQ and a PostgreSQL of the test's own (own ports, own directories), to kill and restart at will:
the broker and the archive's database of the fault drills (tests/platform/test_fault_drills.py). The
machine's shared servers are never touched."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

import pytest

from shared.tools.embedded_redis import free_port

# The script that runs the broker as the calling user (the one on PATH switches to the rabbitmq user).
RABBITMQ_SERVER = next((path for path in ("/usr/lib/rabbitmq/bin/rabbitmq-server", shutil.which("rabbitmq-server"))
                        if path and os.path.exists(path)), None)
needs_rabbitmq_server = pytest.mark.skipif(RABBITMQ_SERVER is None, reason="no rabbitmq-server on this machine")
needs_postgres_server = pytest.mark.skipif(shutil.which("initdb") is None or shutil.which("pg_ctl") is None,
                                           reason="no initdb/pg_ctl on this machine")


def _answers(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


class RabbitServer:
    """One RabbitMQ node (no plugins) whose data survive a restart: quorum queues come back with it."""

    def __init__(self, directory: str):
        self.directory = directory
        self.port, self.dist_port = free_port(), free_port()
        self.name = f"drill{self.port}@localhost"
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"amqp://guest:guest@127.0.0.1:{self.port}//"

    def start(self, timeout_s: float = 90.0) -> RabbitServer:
        os.makedirs(self.directory, exist_ok=True)
        config, plugins = os.path.join(self.directory, "rabbitmq.conf"), os.path.join(self.directory, "plugins")
        with open(config, "w") as out:
            out.write(f"listeners.tcp.default = 127.0.0.1:{self.port}\n")
        with open(plugins, "w") as out:
            out.write("[].\n")
        env = dict(os.environ, HOME=self.directory, RABBITMQ_NODENAME=self.name, RABBITMQ_NODE_PORT=str(self.port),
                   RABBITMQ_DIST_PORT=str(self.dist_port), RABBITMQ_CONFIG_FILE=config,
                   RABBITMQ_ENABLED_PLUGINS_FILE=plugins, RABBITMQ_CONF_ENV_FILE=os.devnull,
                   RABBITMQ_MNESIA_BASE=os.path.join(self.directory, "mnesia"),
                   RABBITMQ_LOG_BASE=os.path.join(self.directory, "log"))
        with open(os.path.join(self.directory, "server.log"), "ab") as log:
            self.process = subprocess.Popen([RABBITMQ_SERVER], env=env, stdout=log, stderr=log,
                                            start_new_session=True)
        deadline = time.monotonic() + timeout_s
        while not _answers(self.port):
            if time.monotonic() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"rabbitmq-server did not start on port {self.port} (see {self.directory})")
            time.sleep(0.1)
        return self

    def kill(self) -> None:
        """kill -9 of the node and everything it started (its port helpers)."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=15)
        while _answers(self.port):
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.kill()


class PostgresServer:
    """A PostgreSQL cluster in a directory of its own (as the postgres user when run as root)."""

    def __init__(self):
        self.directory = tempfile.mkdtemp(prefix="drill-postgres-")
        self.data = os.path.join(self.directory, "data")
        self.port = free_port()
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres")

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *argv: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run([*prefix, *argv], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=120)

    def start(self) -> PostgresServer:
        if not os.path.exists(self.data):
            self._run("initdb", "-D", self.data, "-A", "trust", "-U", "postgres", "--no-sync")
        self._run("pg_ctl", "-D", self.data, "-l", os.path.join(self.directory, "server.log"), "-w", "-t", "60",
                  "-o", f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1 -c fsync=off", "start")
        return self

    def crash(self) -> None:
        """Stop at once, as a crash would (no checkpoint; the next start recovers from the WAL)."""
        self._run("pg_ctl", "-D", self.data, "-m", "immediate", "-w", "stop")

    def stop(self) -> None:
        if os.path.exists(os.path.join(self.data, "postmaster.pid")):
            self.crash()
        shutil.rmtree(self.directory, ignore_errors=True)
