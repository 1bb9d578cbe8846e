"""Addresses and networks as the operator writes them (TAPETE_TRUSTED_PROXIES): parsed once by
the settings (a typo stops the process) and read by the API's client address (api/client_ip.py)."""

from __future__ import annotations

import ipaddress
from typing import TypeAlias

Network: TypeAlias = ipaddress.IPv4Network | ipaddress.IPv6Network
Address: TypeAlias = ipaddress.IPv4Address | ipaddress.IPv6Address


def trusted_networks(text: str, setting: str = "TAPETE_TRUSTED_PROXIES") -> tuple[Network, ...]:
    """`10.0.0.0/8, 127.0.0.1` -> networks; ValueError names a bad entry (refused at startup)."""
    networks = []
    for entry in (part.strip() for part in text.split(",")):
        if not entry:
            continue
        try:
            networks.append(ipaddress.ip_network(entry, strict=False))
        except ValueError as error:
            raise ValueError(f"{setting}: {entry!r} is no address or CIDR") from error
    return tuple(networks)
