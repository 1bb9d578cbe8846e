"""`If-None-Match` as RFC 9110 (13.1.2) has it: a list of entity tags or `*`, compared weakly
(`W/"x"` matches `"x"`), so an intermediary that weakened our tag still gets its 304."""

from __future__ import annotations

import re

# An entity tag: optional weakness prefix, then a quoted opaque string (no DQUOTE inside).
ENTITY_TAG = re.compile(r'\s*(W/)?"([^"]*)"\s*(?:,|$)')


def opaque(tag: str) -> str:
    """The tag without its weakness prefix and quotes: what weak comparison compares."""
    tag = tag.strip()
    if tag.startswith("W/"):
        tag = tag[2:]
    return tag.strip('"')


def none_match(header: str, current: str) -> bool:
    """Whether `If-None-Match: header` matches the current representation's tag (then a GET
    answers 304). `*` matches any current representation; a malformed header matches nothing,
    so the client gets the full answer rather than an error."""
    if header.strip() == "*":
        return True
    wanted = opaque(current)
    position, length = 0, len(header)
    while position < length:
        match = ENTITY_TAG.match(header, position)
        if match is None:
            return False
        if match.group(2) == wanted:
            return True
        position = match.end()
    return False
