"""The embedded redis-server keeps what it acknowledged: its AOF is written before each reply,
so a SIGKILL of the server loses nothing, in both fsync modes. Each test runs its own private
server in a tmp dir (never the machine's Redis)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
import redis

from service.runtime.embedded_redis import DataDirInUse, EmbeddedRedis

WRITES = 2000


@pytest.mark.parametrize("appendfsync", ["everysec", "always"])
def test_sigkill_of_redis_loses_no_acknowledged_write(tmp_path: Path, appendfsync: str) -> None:
    server = EmbeddedRedis(tmp_path / "redis", appendfsync=appendfsync)
    client = redis.Redis.from_url(server.start())
    try:
        # One command per round trip: each reply is an acknowledgement of that write alone.
        for index in range(WRITES):
            client.set(f"k:{index}", index)
            client.incr("counter")
        assert server.process is not None
        os.kill(server.process.pid, signal.SIGKILL)  # at once, no time for a periodic fsync
        assert server.process.wait(timeout=10) == -signal.SIGKILL
        client.close()
        server.start()  # same dir, same port: it loads the AOF
        assert int(client.get("counter") or 0) == WRITES
        assert client.dbsize() == WRITES + 1
        assert int(client.get(f"k:{WRITES - 1}") or 0) == WRITES - 1
        assert client.config_get("appendfsync") == {"appendfsync": appendfsync}
    finally:
        client.close()
        server.stop()


def test_a_clean_stop_and_start_keeps_the_data(tmp_path: Path) -> None:
    server = EmbeddedRedis(tmp_path / "redis")
    with redis.Redis.from_url(server.start()) as client:
        client.set("table", "kept")
    server.stop()
    again = EmbeddedRedis(tmp_path / "redis")
    try:
        with redis.Redis.from_url(again.start()) as client:
            assert client.get("table") == b"kept"
    finally:
        again.stop()


def test_a_data_dir_serves_one_server_at_a_time(tmp_path: Path) -> None:
    first = EmbeddedRedis(tmp_path / "redis")
    first.start()
    try:
        with pytest.raises(DataDirInUse, match="in use by another redis-server"):
            EmbeddedRedis(tmp_path / "redis").start()
        assert first.process is not None
        os.kill(first.process.pid, signal.SIGKILL)
        first.process.wait(timeout=10)
        # The owner still holds the dir while its server is down (it restarts it there).
        with pytest.raises(DataDirInUse):
            EmbeddedRedis(tmp_path / "redis").start()
    finally:
        first.stop()
    second = EmbeddedRedis(tmp_path / "redis")
    second.start()
    second.stop()


def test_without_appendfsync_nothing_is_kept(tmp_path: Path) -> None:
    server = EmbeddedRedis(tmp_path / "redis", appendfsync=None)
    with redis.Redis.from_url(server.start()) as client:
        client.set("table", "gone")
        assert client.config_get("appendonly") == {"appendonly": "no"}
    server.stop()
    assert not list((tmp_path / "redis").glob("appendonly*"))


def test_an_unknown_fsync_mode_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="appendfsync"):
        EmbeddedRedis(tmp_path, appendfsync="no")
