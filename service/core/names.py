"""Player names: 1-32 characters, no control characters, at least one visible character.
Invisible characters around a name (any Unicode space, zero-width and other format characters,
blank-looking fillers) are removed, so "Ana" and "Ana<NBSP>" are the same name at a table.

One set of invisible characters serves the schema's pattern (what the OpenAPI document shows,
what Schemathesis generates from) and the stripping (what is stored), so the two cannot drift."""

from __future__ import annotations

import re
from typing import Annotated

import msgspec

# Code points that show nothing: controls (C0, DEL, C1), every Unicode space and line/paragraph
# separator, format characters (Cf: zero-width space/joiners, bidi marks, BOM, soft hyphen...),
# and letters/symbols that render blank (Hangul fillers, braille blank). Basic Multilingual
# Plane only and written out, so the pattern reads the same in every regex dialect and does not
# change with the Unicode database of the Python that exports the OpenAPI document.
INVISIBLE_RANGES = (
    (0x0000, 0x0020), (0x007F, 0x00A0), (0x00AD, 0x00AD), (0x0600, 0x0605), (0x061C, 0x061C),
    (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891), (0x08E2, 0x08E2), (0x115F, 0x1160),
    (0x1680, 0x1680), (0x180E, 0x180E), (0x2000, 0x200F), (0x2028, 0x202F), (0x205F, 0x2064),
    (0x2066, 0x206F), (0x2800, 0x2800), (0x3000, 0x3000), (0x3164, 0x3164), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF9, 0xFFFB),
)  # fmt: skip
CONTROL_RANGES = ((0x0000, 0x001F), (0x007F, 0x009F))


def char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    """The characters themselves, not \\u escapes (no dialect differences)."""
    return "".join(chr(a) if a == b else f"{chr(a)}-{chr(b)}" for a, b in ranges)


INVISIBLE = char_class(INVISIBLE_RANGES)
CONTROLS = char_class(CONTROL_RANGES)
PATTERN = f"^[^{CONTROLS}]*[^{INVISIBLE}][^{CONTROLS}]*$"
AROUND = re.compile(f"^[{INVISIBLE}]+|[{INVISIBLE}]+$")

Name = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=32,
        pattern=PATTERN,
        description=(
            "1-32 characters, no control characters, at least one visible character. Spaces "
            "(any Unicode space) and zero-width characters around the name are removed."
        ),
    ),
]


def visible(name: str) -> str:
    """The name without invisible characters around it (the pattern ensures one is visible)."""
    stripped = AROUND.sub("", name)
    if not stripped:  # only reachable if the pattern were bypassed: refuse, never store ""
        raise ValueError("a name needs a visible character")
    return stripped
