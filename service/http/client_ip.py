"""Which address a request comes from, for the per-IP rate limit.

The socket peer is the client unless it is one of the proxies the operator named in
TAPETE_TRUSTED_PROXIES (addresses or CIDRs; none by default). From a trusted proxy,
`X-Forwarded-For` is read from the right: each trusted hop is skipped and the first address that
is not trusted is the client, so whatever a client writes into the header itself (the left part)
is never believed. uvicorn must run with `--no-proxy-headers`: its own handling trusts loopback by
default and rewrites the peer before the app can see it."""

from __future__ import annotations

import ipaddress

from litestar.types import Scope

from service.core.networks import Address, Network


def parse_address(text: str) -> Address | None:
    """An address as proxies write it (`1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:80`, `::1`)."""
    text = text.strip()
    if text.startswith("[") and "]" in text:
        text = text[1 : text.index("]")]
    elif text.count(":") == 1:  # IPv4 with a port; a bare IPv6 address has several colons
        text = text.split(":", 1)[0]
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def is_trusted(address: Address | None, trusted: tuple[Network, ...]) -> bool:
    return address is not None and any(address in network for network in trusted)


def forwarded_hops(scope: Scope) -> list[str]:
    values = [
        value.decode("latin-1") for name, value in scope["headers"] if name == b"x-forwarded-for"
    ]
    return [hop for value in values for hop in value.split(",")]


def client_ip(scope: Scope, trusted: tuple[Network, ...]) -> str:
    client = scope.get("client")
    peer = client[0] if client else "unknown"
    if not trusted or not is_trusted(parse_address(peer), trusted):
        return peer
    nearest = peer
    for hop in reversed(forwarded_hops(scope)):
        address = parse_address(hop)
        if address is None:  # garbage: believe nothing further left, keep the last trusted hop
            return nearest
        nearest = str(address)
        if not is_trusted(address, trusted):
            return nearest
    return nearest  # every hop was a trusted proxy: the leftmost one is the best we know
