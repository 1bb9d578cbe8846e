"""What one event stream sends of its table's chat (docs/api.md, "Event stream"): the messages
its reader may read, by the same rule as the long-poll (ChatService.visible), after the last
number it was sent. It reads the chat only when a message was written (the stream watches
`chat:<code>` beside the table), never on a change of the table: a move costs no chat read.

Resume: `since` is the last message number the client has (`chat_since`); without one the
stream starts at the chat's number when it was accepted (only messages written from then on,
none lost between the acceptance and the stream's watch)."""

from __future__ import annotations

from service.tables.chat import Apart, ChatMessage, ChatService, Writer


class ChatFeed:
    def __init__(
        self, chat: ChatService, code: str, reader: Writer, apart: Apart, since: int | None
    ) -> None:
        self.chat = chat
        self.code = code
        self.reader = reader
        self.apart = apart
        self.since = since
        self.last = -1  # the number of the last message read; -1 until start

    @classmethod
    async def opened(
        cls, chat: ChatService, code: str, reader: Writer, apart: Apart, since: int | None
    ) -> ChatFeed:
        """A stream's feed after `since`, or after the chat's number now."""
        start = await chat.version(code) if since is None else since
        return cls(chat, code, reader, apart, start)

    async def start(self) -> list[ChatMessage]:
        """The messages after `since` written before the stream watched the chat. Called once
        the stream watches the chat, so a message written meanwhile wakes it: none slips by."""
        version = await self.chat.version(self.code)
        since = self.since
        if since is None or since >= version:  # a number past the chat's: from now on
            self.last = version
            return []
        self.last = since
        return await self.newer(version)

    async def newer(self, announced: int) -> list[ChatMessage]:
        """The messages after the last one read up to `announced` (ChatService.news)."""
        upto, messages = await self.chat.news(
            self.code, self.reader, self.apart, self.last, announced
        )
        self.last = max(self.last, upto)
        return messages
