"""A local Redis Cluster: the production shape in miniature (docs/operations/scale-out.md).

`tabletop run-cluster` (make run-cluster) and the cluster tests start it the same way: six `redis-server`
processes on their own ports (three primaries, three replicas) formed into one cluster by `redis-cli
--cluster create`. Each node keeps its cluster state (nodes.conf) and its AOF in its own folder, so a node
that dies and is restarted by the supervisor rejoins the cluster by itself: as a replica of the replica that
was promoted in its place.
"""

from __future__ import annotations

import os
import random
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass

from shared.tools.supervisor import Program

DEFAULT_FIRST_PORT = 7100
NODE_TIMEOUT_MS = 2000


def free_cluster_ports(count: int, rng: random.Random | None = None) -> list[int]:
    """Ports p with p and p + 10000 (its cluster bus) both free."""
    rng = rng or random.Random()
    ports: list[int] = []
    while len(ports) < count:
        port = rng.randrange(20000, 30000)
        if port in ports:
            continue
        try:
            for candidate in (port, port + 10000):
                with socket.socket() as sock:
                    sock.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        ports.append(port)
    return ports


def ping(port: int, timeout_s: float = 0.5) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout_s) as sock:
            sock.sendall(b"PING\r\n")
            return sock.recv(16).startswith((b"+PONG", b"-LOADING"))
    except OSError:
        return False


@dataclass
class LocalCluster:
    """Six (by default) redis-server nodes in `folder`, one per port."""

    ports: list[int]
    folder: str
    replicas: int = 1
    node_timeout_ms: int = NODE_TIMEOUT_MS
    appendfsync: str = "everysec"

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def node_folder(self, port: int) -> str:
        return os.path.join(self.folder, str(port))

    def node_argv(self, port: int) -> list[str]:
        return ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--cluster-enabled", "yes",
                "--cluster-config-file", "nodes.conf", "--cluster-node-timeout", str(self.node_timeout_ms),
                "--appendonly", "yes", "--appendfsync", self.appendfsync, "--save", "",
                "--dir", self.node_folder(port), "--logfile", "redis.log"]

    def programs(self) -> list[Program]:
        """A supervised program per node; the last one is ready once the cluster has formed."""
        programs = []
        for index, port in enumerate(self.ports):
            os.makedirs(self.node_folder(port), exist_ok=True)
            last = index == len(self.ports) - 1
            programs.append(Program(f"redis-{port}", self.node_argv(port),
                                    ready=self.form if last else (lambda p=port: ping(p)),
                                    ready_timeout_s=90 if last else 10))
        return programs

    def start_processes(self) -> list[subprocess.Popen]:
        """Without a supervisor (tests): start every node, form the cluster, return the processes."""
        processes = []
        for port in self.ports:
            os.makedirs(self.node_folder(port), exist_ok=True)
            processes.append(subprocess.Popen(self.node_argv(port), stdout=subprocess.DEVNULL))
        deadline = time.monotonic() + 90
        while not self.form():
            if time.monotonic() > deadline:
                for process in processes:
                    process.kill()
                raise RuntimeError(f"the Redis Cluster on {self.ports} did not form")
            time.sleep(0.2)
        return processes

    def wipe(self) -> None:
        shutil.rmtree(self.folder, ignore_errors=True)

    def form(self) -> bool:
        """Create the cluster once every node answers; True once every slot is served and every primary has
        its replicas attached (what a failover needs)."""
        if not all(ping(port) for port in self.ports):
            return False
        if not self._created():
            subprocess.run(["redis-cli", "--cluster", "create", *(f"127.0.0.1:{p}" for p in self.ports),
                            "--cluster-replicas", str(self.replicas), "--cluster-yes"],
                           check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60)
        return self.healthy()

    def _created(self) -> bool:
        info = self.cluster_info(self.ports[0])
        return bool(info) and info.get("cluster_known_nodes", "1") != "1"

    def healthy(self) -> bool:
        info = self.cluster_info(self.ports[0])
        if info.get("cluster_state") != "ok" or info.get("cluster_slots_ok") != "16384":
            return False
        if int(info.get("cluster_known_nodes", 0)) < len(self.ports):
            return False
        primaries = self.primaries()
        return len(primaries) == len(self.ports) // (self.replicas + 1) and all(
            self.replica_count(port) >= self.replicas for port in primaries)

    def cluster_info(self, port: int) -> dict[str, str]:
        return _parse_info(_cli(port, "CLUSTER", "INFO"))

    def role(self, port: int) -> str:
        text = _cli(port, "ROLE")
        return text.split("\n", 1)[0].strip() if text else ""

    def primaries(self) -> list[int]:
        return [port for port in self.ports if ping(port) and self.role(port) == "master"]

    def replica_count(self, port: int) -> int:
        info = _parse_info(_cli(port, "INFO", "replication"))
        return sum(1 for key, value in info.items() if key.startswith("slave") and "state=online" in value)

    def primary_for_key(self, key: str) -> int:
        slot = int(_cli(self.primaries()[0], "CLUSTER", "KEYSLOT", key) or 0)
        for port in self.primaries():
            for line in _cli(port, "CLUSTER", "NODES").splitlines():
                fields = line.split()
                if "myself" in fields[2] and "master" in fields[2]:
                    for span in fields[8:]:
                        if span.startswith("["):
                            continue
                        low, _, high = span.partition("-")
                        if int(low) <= slot <= int(high or low):
                            return port
        raise RuntimeError(f"no primary serves slot {slot}")


def _cli(port: int, *command: str) -> str:
    try:
        done = subprocess.run(["redis-cli", "-p", str(port), *command], capture_output=True, text=True, timeout=5)
    except subprocess.TimeoutExpired:
        return ""
    return done.stdout if done.returncode == 0 else ""


def _parse_info(text: str) -> dict[str, str]:
    info = {}
    for line in text.splitlines():
        key, sep, value = line.strip().partition(":")
        if sep:
            info[key] = value
    return info


def free_cluster_port_range(count: int, rng: random.Random | None = None) -> int:
    """The first of `count` consecutive ports that, with their cluster bus ports (+10000), are all free."""
    rng = rng or random.Random()
    while True:
        first = rng.randrange(20000, 30000 - count)
        try:
            for port in range(first, first + count):
                for candidate in (port, port + 10000):
                    with socket.socket() as sock:
                        sock.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        return first
