"""The cyclic garbage collector's thresholds for a serving process.

A process holding thousands of parked long-polls and open streams has a large heap of
long-lived objects (their tasks, frames, connections). One change wakes them all at once, and
the objects that burst allocates trigger young collections often enough to start full ones,
each a pass over the whole heap: a fan-out to 5,000 streams spent most of its CPU there,
finding nothing (the garbage is freed by reference counting, no cycles). Fewer, larger young
generations keep the full collections rare; memory is still freed as before. Under the moves
load the young collections themselves cost: at 50,000 objects a move took about 8% more CPU
and its p99 a third more than with the collector off; at 200,000, as with it off
(docs/performance.md)."""

from __future__ import annotations

import gc

# CPython's defaults are (700, 10, 10); 2026-12-01's were (50_000, 20, 100).
THRESHOLDS = (200_000, 50, 100)


def tune_gc() -> None:
    gc.set_threshold(*THRESHOLDS)
