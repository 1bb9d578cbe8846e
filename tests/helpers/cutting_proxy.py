"""A loopback TCP proxy in front of Redis that can lose an answer: the next command containing
a given word reaches Redis (and runs), then the connection drops before the reply gets back.
That is the write whose outcome the client cannot know.

It can also stall: while stalled it forwards nothing in either direction and holds every
connection open, new ones included (accepted, then silent). That is a network partition as a
client meets it: no refused or reset connection, only silence, which only a deadline ends."""

from __future__ import annotations

import contextlib
import socket
import threading
import time


class Link:
    def __init__(self, client: socket.socket, upstream: socket.socket) -> None:
        self.client = client
        self.upstream = upstream
        self.muted = False

    def cut(self) -> None:
        for end in (self.client, self.upstream):
            with contextlib.suppress(OSError):
                end.shutdown(socket.SHUT_RDWR)
            end.close()


class CuttingProxy:
    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port: int = self.listener.getsockname()[1]
        self.lock = threading.Lock()
        self.cut_on: bytes | None = None
        self.cuts = 0
        self.flowing = threading.Event()
        self.flowing.set()
        threading.Thread(target=self.accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def lose_reply_to_next(self, word: bytes) -> None:
        with self.lock:
            self.cut_on = word

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
        link = Link(client, upstream)
        threading.Thread(target=self.requests, args=(link,), daemon=True).start()
        threading.Thread(target=self.replies, args=(link,), daemon=True).start()

    def requests(self, link: Link) -> None:
        while True:
            try:
                data = link.client.recv(65536)
            except OSError:
                return
            if not data:
                link.cut()
                return
            self.flowing.wait()  # stalled: held here, neither sent nor dropped
            with self.lock:
                cut = self.cut_on is not None and self.cut_on in data
                if cut:
                    self.cut_on, self.cuts = None, self.cuts + 1
            if cut:
                link.muted = True  # Redis runs the command; its reply never comes back
                link.upstream.sendall(data)
                time.sleep(0.2)
                link.cut()
                return
            try:
                link.upstream.sendall(data)
            except OSError:
                return

    def replies(self, link: Link) -> None:
        while True:
            try:
                data = link.upstream.recv(65536)
            except OSError:
                return
            if not data:
                link.cut()
                return
            if link.muted:
                continue
            self.flowing.wait()
            try:
                link.client.sendall(data)
            except OSError:
                return

    def close(self) -> None:
        self.flowing.set()
        self.listener.close()
