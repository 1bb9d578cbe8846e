"""A loopback TCP proxy in front of the API that can drop every open connection at once: a
network blip under a long-lived stream."""

from __future__ import annotations

import contextlib
import socket
import threading
from urllib.parse import urlsplit


class DroppingProxy:
    def __init__(self, upstream: str) -> None:
        self.upstream = (urlsplit(upstream).hostname or "", urlsplit(upstream).port or 80)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.sockets: list[socket.socket] = []
        self.lock = threading.Lock()
        threading.Thread(target=self.accept, daemon=True).start()

    def accept(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                client, _ = self.listener.accept()
                upstream = socket.create_connection(self.upstream)
                with self.lock:
                    self.sockets += [client, upstream]
                for source, target in ((client, upstream), (upstream, client)):
                    threading.Thread(target=pump, args=(source, target), daemon=True).start()

    def drop_all(self) -> None:
        with self.lock:
            for end in self.sockets:
                with contextlib.suppress(OSError):
                    end.shutdown(socket.SHUT_RDWR)
                end.close()
            self.sockets.clear()

    def close(self) -> None:
        self.drop_all()
        self.listener.close()


def pump(source: socket.socket, target: socket.socket) -> None:
    with contextlib.suppress(OSError):
        while data := source.recv(65536):
            target.sendall(data)
    with contextlib.suppress(OSError):
        target.shutdown(socket.SHUT_WR)
