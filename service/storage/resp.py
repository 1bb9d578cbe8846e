"""RESP2, the Redis protocol, for our own connections (connect.py's handshake, multiplexed.py,
subscriber.py): commands packed as arrays of bulk strings, and replies read incrementally from
what the socket delivered.

In pure Python on purpose: with the `hiredis` package installed, redis-py switches every
client of the process to its hiredis parser, which measured slower here (the bare baseline of
`make bench` lost about a tenth of its requests per second), while this reader costs a few
microseconds per reply (a move has one or two)."""

from __future__ import annotations

from typing import Any, Final

from service.core.memory import remember


class ReplyError(str):
    """An error reply (`-ERR ...`), as its message."""


INCOMPLETE: Final = object()  # more bytes are needed for the next reply
_CRLF: Final = b"\r\n"
_COPY_BELOW: Final = 512  # bytes arguments shorter than this are formatted with their header


# Text arguments packed before: key names, the channel, a table's code (every move of a
# table sends the same few). Bounded: started afresh when full.
PACKED_TEXTS = 20_000
_texts: dict[str, bytes] = {}


def pack(args: tuple[Any, ...]) -> bytes:
    """A command as Redis reads it: an array of bulk strings (bytes, str as UTF-8, int).
    One formatted piece per argument (a save sends about thirty)."""
    parts = [b"*%d\r\n" % len(args)]
    append = parts.append
    texts = _texts
    for arg in args:
        kind = type(arg)
        if kind is str:
            packed = texts.get(arg)
            if packed is None:
                data = arg.encode()
                packed = remember(texts, arg, b"$%d\r\n%s\r\n" % (len(data), data), PACKED_TEXTS)
            append(packed)
        elif kind is bytes:
            if len(arg) < _COPY_BELOW:
                append(b"$%d\r\n%s\r\n" % (len(arg), arg))
            else:  # a table's record: not copied into a formatted piece first
                append(b"$%d\r\n" % len(arg))
                append(arg)
                append(_CRLF)
        elif kind is int:
            data = b"%d" % arg
            append(b"$%d\r\n%s\r\n" % (len(data), data))
        elif isinstance(arg, (bytes, bytearray, memoryview)):
            data = bytes(arg)
            append(b"$%d\r\n%s\r\n" % (len(data), data))
        elif isinstance(arg, float):
            data = repr(arg).encode()
            append(b"$%d\r\n%s\r\n" % (len(data), data))
        else:
            raise TypeError(f"cannot send {type(arg).__name__} to Redis")
    return b"".join(parts)


class Reader:
    """Replies from a stream of bytes: `feed` what arrived, then `gets` until INCOMPLETE."""

    __slots__ = ("buffer", "position")

    def __init__(self) -> None:
        self.buffer = b""
        self.position = 0

    def feed(self, data: bytes) -> None:
        if self.position:
            self.buffer = self.buffer[self.position :] + data
            self.position = 0
        else:
            self.buffer += data

    def unread(self) -> bytes:
        """What was fed and not yet read as replies (handed on with the connection)."""
        return self.buffer[self.position :]

    def gets(self) -> Any:
        """The next whole reply (bytes, int, None, a list, a ReplyError), or INCOMPLETE."""
        value, position = self.parse(self.position)
        if value is not INCOMPLETE:
            self.position = position
        return value

    def parse(self, position: int) -> tuple[Any, int]:
        buffer = self.buffer
        end = buffer.find(_CRLF, position)
        if end < 0:
            return INCOMPLETE, position
        kind = buffer[position]
        if kind == 36:  # $ bulk string
            size = int(buffer[position + 1 : end])
            if size < 0:
                return None, end + 2
            start = end + 2
            stop = start + size
            if len(buffer) < stop + 2:
                return INCOMPLETE, position
            return buffer[start:stop], stop + 2
        if kind == 58:  # : integer
            return int(buffer[position + 1 : end]), end + 2
        if kind == 42:  # * array
            count = int(buffer[position + 1 : end])
            if count < 0:
                return None, end + 2
            items = []
            at = end + 2
            for _ in range(count):
                item, at = self.parse(at)
                if item is INCOMPLETE:
                    return INCOMPLETE, position
                items.append(item)
            return items, at
        if kind == 43:  # + simple string
            return buffer[position + 1 : end], end + 2
        if kind == 45:  # - error
            return ReplyError(buffer[position + 1 : end].decode("utf-8", "replace")), end + 2
        raise ValueError(f"not a RESP2 reply: type byte {kind!r}")
