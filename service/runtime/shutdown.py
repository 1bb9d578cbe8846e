"""Answer parked long-polls as soon as the server is told to stop.

On SIGTERM (or SIGINT) uvicorn stops accepting connections and waits for the open ones to finish
before it runs the lifespan shutdown. A parked long-poll would hold the process for up to
TAPETE_MAX_WAIT_SECONDS, and past `--timeout-graceful-shutdown` be cancelled with no answer. So
the app chains onto the handler the server installed: the server still starts its drain, and the
notifier wakes every long-poll at once so each answers with the current state."""

from __future__ import annotations

import asyncio
import signal
import threading
from collections.abc import Callable
from types import FrameType

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


def on_stop_signal(callback: Callable[[], None]) -> Callable[[], None]:
    """Run `callback` on this event loop when a stop signal arrives, then the server's own
    handler. Returns the undo. Only where a server installed Python handlers in the main thread
    (uvicorn does); elsewhere (TestClient's thread, no server) it does nothing."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None
    loop = asyncio.get_running_loop()
    previous = {sig: signal.getsignal(sig) for sig in STOP_SIGNALS}
    chained = {sig: handler for sig, handler in previous.items() if callable(handler)}

    def handle(signum: int, frame: FrameType | None) -> None:
        loop.call_soon_threadsafe(callback)
        chained[signal.Signals(signum)](signum, frame)

    for sig in chained:
        signal.signal(sig, handle)

    def undo() -> None:
        for sig, handler in chained.items():
            if signal.getsignal(sig) is handle:
                signal.signal(sig, handler)

    return undo
