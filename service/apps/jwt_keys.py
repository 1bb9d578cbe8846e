"""An app's JWT settings at work (docs/apps.md, "JWTs per app"): its public keys checked when
an operator sets them (a PEM that verifies nothing is refused then, not at a player's first
request), and a player JWT verified with the app's secrets and keys, any of which may sign
(several are live while one is rotated)."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa

from service.apps.models import AppJwt
from service.core import errors

MIN_RSA_BITS = 2048
REQUIRED_CLAIMS = ["exp", "sub", "aud", "iss"]


def fingerprint(secret: str) -> str:
    """What the admin API shows of an HS256 secret: the first characters of its SHA-256 (the
    operator tells secrets apart by it; the secret itself is never shown)."""
    return "sha256:" + hashlib.sha256(secret.encode()).hexdigest()[:16]


@lru_cache(maxsize=256)
def public_key(pem: str) -> rsa.RSAPublicKey | ed25519.Ed25519PublicKey:
    """The key a PEM holds (parsed once per process), or 422 `invalid_jwt_settings`."""
    try:
        key = serialization.load_pem_public_key(pem.replace("\\n", "\n").encode())
    except (ValueError, TypeError) as error:
        raise errors.InvalidJwtSettings(f"not a PEM public key: {error}") from error
    if isinstance(key, rsa.RSAPublicKey):
        if key.key_size < MIN_RSA_BITS:
            raise errors.InvalidJwtSettings(f"an RSA key needs at least {MIN_RSA_BITS} bits")
        return key
    if isinstance(key, ed25519.Ed25519PublicKey):
        return key
    raise errors.InvalidJwtSettings("a public key must be RSA (RS256) or Ed25519 (EdDSA)")


def check(settings: AppJwt) -> None:
    """Raises 422 `invalid_jwt_settings` unless every public key is usable."""
    for pem in settings.public_keys:
        public_key(pem)


def keys_for(settings: AppJwt, algorithm: Any) -> list[Any]:
    if algorithm == "HS256":
        return list(settings.hs256_secrets)
    if algorithm == "RS256":
        kind: type = rsa.RSAPublicKey
    elif algorithm == "EdDSA":
        kind = ed25519.Ed25519PublicKey
    else:
        return []
    return [key for key in map(public_key, settings.public_keys) if isinstance(key, kind)]


def verified_claims(token: str, settings: AppJwt, app: str) -> dict[str, Any]:
    """The claims of a JWT signed by any of the app's secrets or keys, with the app's `aud`
    and `iss`, `exp` and `sub` present; else 401 `unauthorized` saying why."""
    if not settings.accepts_any():
        raise errors.Unauthorized(f"app {app} accepts no JWTs: its operator set no JWT keys")
    try:
        algorithm = jwt.get_unverified_header(token).get("alg")
    except jwt.PyJWTError as error:
        raise errors.Unauthorized(f"invalid player JWT: {error}") from error
    keys = keys_for(settings, algorithm)
    if not keys:
        raise errors.Unauthorized(f"app {app} accepts no JWTs signed with {algorithm!r}")
    for key in keys:
        try:
            claims: dict[str, Any] = jwt.decode(
                token,
                key,
                algorithms=[str(algorithm)],
                audience=settings.audience,
                issuer=settings.issuer,
                options={"require": REQUIRED_CLAIMS},
            )
            return claims
        except jwt.InvalidSignatureError:
            continue  # another of the app's keys may have signed it
        except jwt.PyJWTError as error:  # signed by this key, but its claims are wrong
            raise errors.Unauthorized(f"invalid player JWT: {error}") from error
    raise errors.Unauthorized(f"invalid player JWT: signed by none of app {app}'s keys")
