"""A loopback TCP proxy in front of Redis that can stall: while stalled it forwards nothing in
either direction and holds every connection open, new ones included (accepted, then silent).
That is a network partition as a client meets it: no refused or reset connection, only
silence, which only a deadline ends."""

from __future__ import annotations

import contextlib
import socket
import threading


class StallingProxy:
    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.flowing = threading.Event()
        self.flowing.set()
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self.accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def stall(self) -> None:
        self.flowing.clear()

    def resume(self) -> None:
        self.flowing.set()

    def accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self.link, args=(client,), daemon=True).start()

    def link(self, client: socket.socket) -> None:
        self.flowing.wait()  # a connection made while stalled waits, open and silent
        try:
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
        except OSError:
            client.close()
            return
        with self.lock:
            self.sockets += [client, upstream]
        for source, target in ((client, upstream), (upstream, client)):
            threading.Thread(target=self.pipe, args=(source, target), daemon=True).start()

    def pipe(self, source: socket.socket, target: socket.socket) -> None:
        while True:
            try:
                data = source.recv(65536)
            except OSError:
                data = b""
            if not data:
                break
            self.flowing.wait()  # stalled: held here, neither sent nor dropped
            try:
                target.sendall(data)
            except OSError:
                break
        for end in (source, target):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)

    def close(self) -> None:
        self.flowing.set()
        self.listener.close()
        with self.lock:
            for end in self.sockets:
                with contextlib.suppress(OSError):
                    end.close()
