"""The chat's profanity filter: every language's word list (chat_words/<lang>.txt) applies to
every message, whatever its writer's language, so a filtered word never reaches another client
in any language. A word matches whole, with its plurals and common endings, ignoring case and
accents; each match is replaced by asterisks of its length. The lists are plain files, one word
a line, so keeping them up to date is an edit, not a release of code."""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

WORDS = Path(__file__).with_name("chat_words")
ENDINGS = "(?:s|es|ed|er|ers|ing|o|a|os|as)?"


def fold(ch: str) -> str:
    """One character in lower case without its accent (itself if that is not one character)."""
    base = unicodedata.normalize("NFKD", ch)[:1].lower()
    return base if len(base) == 1 else ch


def folded(text: str) -> str:
    """Lower case without accents, each character kept in place (same length as `text`)."""
    return "".join(fold(ch) for ch in text)


@cache
def pattern() -> re.Pattern[str]:
    words: set[str] = set()
    for path in sorted(WORDS.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            word = line.strip()
            if word and not word.startswith("#"):
                words.add(folded(word))
    alternatives = "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))
    return re.compile(rf"\b(?:{alternatives}){ENDINGS}\b")


def clean(text: str) -> str:
    """`text` with every listed word replaced by asterisks."""
    found = list(pattern().finditer(folded(text)))
    if not found:
        return text
    chars = list(text)
    for match in found:
        for i in range(match.start(), match.end()):
            chars[i] = "*"
    return "".join(chars)
