"""An app's `free_chat` setting (docs/api.md, "Table chat"): shared by the apps, which keep it,
and the chat, which applies it; neither imports the other (tests/contract/test_layers.py)."""

from __future__ import annotations

from typing import Literal

FreeChat = Literal["off", "players", "everyone"]
"""Who may write free text in the chat of an app's tables created with `free_chat`: nobody
(`off`: such a table cannot be created), seats with a player identity (`players`, the
default), or every seat and the host (`everyone`)."""

FREE_CHAT: tuple[FreeChat, ...] = ("off", "players", "everyone")


def free_chat_of(stored: str | bytes | None) -> FreeChat:
    """The setting as stored; an app from before it: `players` (what every table did then)."""
    text = stored.decode() if isinstance(stored, bytes) else stored
    for value in FREE_CHAT:
        if value == text:
            return value
    return "players"
