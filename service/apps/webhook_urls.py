"""Where an app's webhook may go (docs/apps.md, "Webhooks", SSRF rules). URLs come from API
callers, so a worker must not be turned into a probe of the deployment's own network: only
http(s), no userinfo, no fragment, and no address that is loopback, private, link-local,
multicast, reserved, unspecified or a cloud metadata service. A literal address is judged when
the endpoint is created or changed; a name is resolved and judged at every delivery, and the
worker connects to the very address it judged (no second lookup a DNS answer could change).
The operator's allow-list (TAPETE_WEBHOOK_ALLOW_NETWORKS) admits chosen networks anyway."""

from __future__ import annotations

import ipaddress
from urllib.parse import SplitResult, urlsplit

from service.core.networks import Address, Network

METADATA = frozenset(
    {ipaddress.ip_address("169.254.169.254"), ipaddress.ip_address("fd00:ec2::254")}
)


class UrlNotAllowed(ValueError):
    """`rule`: the stable name of the rule the URL breaks."""

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(detail)
        self.rule = rule
        self.detail = detail


def address_rule(address: Address, allowed: tuple[Network, ...]) -> str | None:
    """The rule an address breaks (None: it may be reached). Metadata first: it is also
    link-local, and the more telling name is the one to report."""
    if any(address in network for network in allowed if network.version == address.version):
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address_rule(address.ipv4_mapped, allowed)
    if address in METADATA:
        return "metadata"
    checks = (
        ("unspecified", address.is_unspecified),
        ("loopback", address.is_loopback),
        ("link_local", address.is_link_local),
        ("multicast", address.is_multicast),
        ("reserved", address.is_reserved),
        ("private", address.is_private),
        ("reserved", not address.is_global),  # shared, documentation, benchmarking ranges
    )
    for rule, broken in checks:
        if broken:
            return rule
    return None


def parts(url: str) -> SplitResult:
    """The URL's parts once its form is allowed (UrlNotAllowed names the broken rule)."""
    try:
        split = urlsplit(url)
        split.port  # noqa: B018 (a bad port raises here)
    except ValueError as error:
        raise UrlNotAllowed("malformed", f"not a URL: {error}") from error
    if split.scheme not in ("http", "https"):
        raise UrlNotAllowed("scheme", "only http and https URLs")
    if not split.hostname:
        raise UrlNotAllowed("malformed", "the URL names no host")
    if split.username is not None or split.password is not None:
        raise UrlNotAllowed("userinfo", "no user or password in the URL")
    if split.fragment or url.endswith("#"):
        raise UrlNotAllowed("fragment", "no fragment (#...) in the URL")
    return split


def literal_address(host: str) -> Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


def check_url(url: str, allowed: tuple[Network, ...]) -> None:
    """At create and update: the form, and a literal address's range."""
    host = parts(url).hostname or ""
    address = literal_address(host)
    if address is not None:
        rule = address_rule(address, allowed)
        if rule is not None:
            raise UrlNotAllowed(rule, f"{address} is a {rule.replace('_', '-')} address")
