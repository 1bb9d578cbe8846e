"""Table codes people can share, and seat tokens only their owner knows."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from service.core.memory import remember

# No 0/O, 1/I/L: a code read aloud or copied by hand stays unambiguous.
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 6


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(code: str) -> str:
    """Codes are case-insensitive (read aloud, typed by hand), nothing more: no stripping, so a
    code with spaces or tabs around it is no code, like any other unknown one. Only ASCII is
    upper-cased: `str.upper` maps some other letters onto the alphabet (U+017F long s to S)."""
    return code.upper() if code.isascii() else code


def is_valid_code(code: str) -> bool:
    return len(code) == CODE_LENGTH and all(char in CODE_ALPHABET for char in code)


def new_token() -> str:
    """256 random bits, shown once to its owner."""
    return secrets.token_urlsafe(32)


# Hashes of the tokens this process saw lately: every request of a seat hashes its token
# twice or more (presence, identification), a twentieth of a move's CPU. Bounded: started
# afresh when full. Only hashes of tokens callers sent are kept, never the tokens' owners.
HASH_MEMORY = 50_000
_hashes: dict[tuple[str, str], bytes] = {}


def hash_token(code: str, token: str) -> bytes:
    """Bound to the table: a token of table A hashes to nothing on table B."""
    key = (code, token)
    found = _hashes.get(key)
    if found is None:
        digest = hashlib.sha256(f"{code}:{token}".encode()).digest()
        found = remember(_hashes, key, digest, HASH_MEMORY)
    return found


def token_matches(token_hash: bytes, candidate: bytes) -> bool:
    return hmac.compare_digest(token_hash, candidate)
