"""The one digest of a secret Tapete keeps instead of the secret (player tokens, API keys):
both are 256 random bits, so a plain SHA-256 keeps them as safe as a slow hash would."""

from __future__ import annotations

import hashlib


def secret_digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()
