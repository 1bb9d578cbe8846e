"""Whose IP the per-IP rate limit counts, through a real uvicorn: the socket peer, unless it is a
proxy named in TAPETE_TRUSTED_PROXIES. A client on loopback (or a local proxy passing headers
through) cannot pick a fresh bucket per request with `X-Forwarded-For` any more."""

from __future__ import annotations

import random
import time

import httpx
import msgspec
import pytest
from conftest import worker_env
from servers import running_api

from service.core.networks import trusted_networks
from service.core.settings import Settings, load_settings
from service.http.client_ip import client_ip
from service.http.ratelimit import WINDOW_SECONDS


def random_ip() -> str:
    """A fresh address per test run, so no earlier run's counter is in its window."""
    return "10." + ".".join(str(random.randrange(1, 255)) for _ in range(3))


def api_env(settings: Settings, per_ip: int, trusted: str = "") -> dict[str, str]:
    env = worker_env(settings)
    env.update(
        TAPETE_RATE_LIMIT_PER_IP=str(per_ip),
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
        TAPETE_TRUSTED_PROXIES=trusted,
    )
    return env


def statuses(base: str, forwarded: list[str]) -> list[int]:
    """One answer per `X-Forwarded-For` value, all within one rate-limit window."""
    into_window = time.time() % WINDOW_SECONDS
    if into_window > WINDOW_SECONDS - 3:  # let the next window begin rather than straddle two
        time.sleep(WINDOW_SECONDS - into_window + 0.1)
    with httpx.Client(base_url=base, timeout=10) as client:
        return [client.get("/games", headers={"X-Forwarded-For": f}).status_code for f in forwarded]


def test_forwarded_for_from_an_untrusted_peer_is_ignored(settings: Settings) -> None:
    with running_api(api_env(settings, per_ip=5)) as base:
        answers = statuses(base, [random_ip() for _ in range(8)])
    # Every request counts against 127.0.0.1, whatever address it claims.
    assert 429 in answers and answers[-1] == 429, answers


def test_a_trusted_proxy_forwards_the_client_and_only_the_client(settings: Settings) -> None:
    with running_api(api_env(settings, per_ip=3, trusted="127.0.0.0/8, ::1")) as base:
        alice, bob = random_ip(), random_ip()
        # The address the proxy appended counts; what the client wrote before it does not.
        assert statuses(base, [f"{random_ip()}, {alice}" for _ in range(4)]) == [200] * 3 + [429]
        # Another client behind the same proxy has its own bucket.
        assert statuses(base, [bob, f"{bob}:51234"]) == [200, 200]
        # Clients behind the proxy each get their bucket (before: all shared the proxy's).
        assert statuses(base, [random_ip() for _ in range(5)]) == [200] * 5


def test_trusted_proxies_must_be_addresses_or_cidrs() -> None:
    assert load_settings({"TAPETE_TRUSTED_PROXIES": "10.0.0.0/8, 2001:db8::/32"}).trusted_proxies
    with pytest.raises(msgspec.ValidationError, match="no address or CIDR"):
        load_settings({"TAPETE_TRUSTED_PROXIES": "10.0.0.0/8, ingress"})


def scope(peer: str, *forwarded: str) -> dict[str, object]:
    headers = [(b"x-forwarded-for", value.encode()) for value in forwarded]
    return {"client": (peer, 40000), "headers": headers}


def test_forwarded_hops_are_read_from_the_right_past_trusted_proxies_only() -> None:
    trusted = trusted_networks("10.0.0.0/8, ::1")
    assert client_ip(scope("203.0.113.9", "1.2.3.4"), trusted) == "203.0.113.9"  # untrusted peer
    assert client_ip(scope("10.0.0.2", "1.2.3.4, 10.0.0.7"), trusted) == "1.2.3.4"
    assert client_ip(scope("10.0.0.2", "6.6.6.6, 1.2.3.4"), trusted) == "1.2.3.4"  # no spoofing
    assert client_ip(scope("10.0.0.2", "5.5.5.5", "1.2.3.4"), trusted) == "1.2.3.4"  # 2 headers
    assert client_ip(scope("::1", "[2001:db8::5]:443"), trusted) == "2001:db8::5"
    assert client_ip(scope("10.0.0.2", "::ffff:1.2.3.4"), trusted) == "1.2.3.4"
    assert client_ip(scope("10.0.0.2", "1.2.3.4, unknown"), trusted) == "10.0.0.2"  # garbage
    assert client_ip(scope("10.0.0.2", "10.0.0.9"), trusted) == "10.0.0.9"  # all trusted
    assert client_ip(scope("10.0.0.2"), trusted) == "10.0.0.2"  # no header
    assert client_ip(scope("10.0.0.2", "1.2.3.4"), ()) == "10.0.0.2"  # nothing trusted
