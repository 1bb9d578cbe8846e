"""Per-process memories of computed values (decoded states, token hashes, packed arguments...):
a dict that starts afresh when full, which bounds it without the bookkeeping of an LRU, on
paths where a lookup must cost no more than a dict's."""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def remember(memory: dict[K, V], key: K, value: V, size: int) -> V:
    """`memory[key] = value`, the memory emptied first if it holds `size` entries; `value`."""
    if len(memory) >= size:
        memory.clear()
    memory[key] = value
    return value
