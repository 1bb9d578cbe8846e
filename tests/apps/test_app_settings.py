"""An app's own settings (docs/apps.md): its JWT secrets and keys (rotated by having several),
its `aud` and `iss`; its limits (requests per minute, live tables, players), each answered by
429 `quota_exceeded` naming it, with Retry-After, and changing nothing; and the origins its
browsers' preflights are answered for."""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import jwt
import msgspec
import pytest
import redis
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES

GAME = sorted(GAMES)[0]  # any hosted game: app settings are the same for every one
OPERATOR_TOKEN = "operator-" + "y" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
ENV_SECRET = "environment-jwt-secret-0123456789-abcdefghij"


@pytest.fixture()
def admin(settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    configured = msgspec.structs.replace(
        settings, admin_token=OPERATOR_TOKEN, jwt_secret=ENV_SECRET
    )
    with TestClient(app=create_app(configured)) as client:
        yield client


def hmac_secret() -> str:
    return secrets.token_urlsafe(32)


def jwt_settings(*hs256: str, keys: tuple[str, ...] = (), aud: str = "game-a") -> dict[str, Any]:
    return {
        "audience": aud,
        "issuer": "https://auth.studio.example",
        "hs256_secrets": list(hs256),
        "public_keys": list(keys),
    }


def new_app(client: Any, **settings: Any) -> tuple[str, str]:
    """An app with `settings` (jwt, limits, origins) and a key of it: (app id, key secret)."""
    created = client.post("/admin/apps", json={"name": "Studio", **settings}, headers=OPERATOR)
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    key = client.post(
        f"/admin/apps/{app_id}/keys", json={"scopes": ["tables", "players"]}, headers=OPERATOR
    )
    assert key.status_code == 201, key.text
    return app_id, key.json()["secret"]


def token(key: Any, algorithm: str = "HS256", sub: str = "user-1", **claims: Any) -> str:
    body = {
        "sub": sub,
        "aud": "game-a",
        "iss": "https://auth.studio.example",
        "exp": int(time.time()) + 600,
        **claims,
    }
    return jwt.encode(body, key, algorithm=algorithm)


def me(client: Any, api_key: str | None, credential: str) -> Any:
    headers = {**auth(credential), **({"X-Api-Key": api_key} if api_key else {})}
    return client.get("/players/me", headers=headers)


def test_a_jwt_is_verified_by_its_apps_settings_only(admin: Any) -> None:
    secret_a, secret_b = hmac_secret(), hmac_secret()
    _, key_a = new_app(admin, jwt=jwt_settings(secret_a))
    _, key_b = new_app(admin, jwt=jwt_settings(secret_b))
    of_a = token(secret_a)
    assert me(admin, key_a, of_a).status_code == 200
    refused = me(admin, key_b, of_a)
    assert refused.status_code == 401 and refused.json()["code"] == "unauthorized"
    assert me(admin, key_b, token(secret_b)).status_code == 200
    # The default app keeps the environment's secret; an app never accepts it.
    default = token(ENV_SECRET, aud="tapete")
    assert me(admin, None, default).status_code == 200
    assert me(admin, key_a, default).status_code == 401
    assert me(admin, None, of_a).status_code == 401


def test_an_app_without_jwt_settings_accepts_no_jwt(admin: Any) -> None:
    _, key = new_app(admin)
    refused = me(admin, key, token(ENV_SECRET, aud="tapete"))
    assert refused.status_code == 401 and "accepts no JWTs" in refused.json()["detail"]
    assert "www-authenticate" in refused.headers


def test_aud_and_iss_are_the_apps(admin: Any) -> None:
    secret = hmac_secret()
    _, key = new_app(admin, jwt=jwt_settings(secret))
    assert me(admin, key, token(secret)).status_code == 200
    assert me(admin, key, token(secret, aud="game-b")).status_code == 401
    assert me(admin, key, token(secret, iss="https://other.example")).status_code == 401
    no_iss = jwt.encode(
        {"sub": "u", "aud": "game-a", "exp": int(time.time()) + 60}, secret, algorithm="HS256"
    )
    assert me(admin, key, no_iss).status_code == 401


def test_rotating_a_secret_keeps_both_then_only_the_new_one(admin: Any) -> None:
    old, new = hmac_secret(), hmac_secret()
    app_id, key = new_app(admin, jwt=jwt_settings(old, new))
    ids = {me(admin, key, token(secret)).json()["id"] for secret in (old, new)}
    assert len(ids) == 1  # one player, whichever secret signed its token
    changed = admin.patch(
        f"/admin/apps/{app_id}", json={"jwt": jwt_settings(new)}, headers=OPERATOR
    )
    assert changed.status_code == 200, changed.text
    eventually(lambda: me(admin, key, token(old)).status_code == 401, what="the old refused")
    assert me(admin, key, token(new)).status_code == 200


def test_the_admin_api_shows_fingerprints_never_secrets(admin: Any) -> None:
    secret = hmac_secret()
    pem = ed25519_pem(ed25519.Ed25519PrivateKey.generate())
    app_id, _ = new_app(admin, jwt=jwt_settings(secret, keys=(pem,)))
    for shown in (
        admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).text,
        admin.get("/admin/apps", headers=OPERATOR).text,
        admin.get("/admin/audit", headers=OPERATOR).text,
    ):
        assert secret not in shown
    settings = admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).json()["jwt"]
    assert settings["hs256_fingerprints"][0].startswith("sha256:")
    assert settings["public_keys"] == [pem] and settings["audience"] == "game-a"


def rsa_pem(private: rsa.RSAPrivateKey) -> str:
    return (
        private.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )


def ed25519_pem(private: ed25519.Ed25519PrivateKey) -> str:
    return (
        private.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )


def test_rs256_and_eddsa_keys_several_at_once(admin: Any) -> None:
    rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    ed_old, ed_new = ed25519.Ed25519PrivateKey.generate(), ed25519.Ed25519PrivateKey.generate()
    pems = (rsa_pem(rsa_key), ed25519_pem(ed_old), ed25519_pem(ed_new))
    app_id, key = new_app(admin, jwt=jwt_settings(keys=pems))
    assert me(admin, key, token(rsa_key, "RS256")).status_code == 200
    assert me(admin, key, token(ed_old, "EdDSA")).status_code == 200
    assert me(admin, key, token(ed_new, "EdDSA")).status_code == 200
    stranger = ed25519.Ed25519PrivateKey.generate()
    assert me(admin, key, token(stranger, "EdDSA")).status_code == 401
    assert me(admin, key, token(hmac_secret())).status_code == 401  # no HS256 secret set
    keep = jwt_settings(keys=(pems[0], pems[2]))
    assert admin.patch(f"/admin/apps/{app_id}", json={"jwt": keep}, headers=OPERATOR).is_success
    eventually(lambda: me(admin, key, token(ed_old, "EdDSA")).status_code == 401)
    assert me(admin, key, token(ed_new, "EdDSA")).status_code == 200


def test_bad_jwt_settings_are_refused_and_change_nothing(admin: Any) -> None:
    secret = hmac_secret()
    app_id, _ = new_app(admin, jwt=jwt_settings(secret))
    before = admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).json()
    malformed = "-----BEGIN PUBLIC KEY-----\n" + "A" * 80 + "\n-----END PUBLIC KEY-----\n"
    small_rsa = rsa_pem(rsa.generate_private_key(public_exponent=65537, key_size=1024))
    for pem, status in ((malformed, 422), (small_rsa, 422), ("not a key", 400)):
        bad = admin.patch(
            f"/admin/apps/{app_id}", json={"jwt": jwt_settings(keys=(pem,))}, headers=OPERATOR
        )
        assert bad.status_code == status, bad.text
        assert bad.headers["content-type"].startswith("application/problem+json")
    created = admin.post(
        "/admin/apps",
        json={"name": "Bad", "jwt": jwt_settings(keys=(malformed,))},
        headers=OPERATOR,
    )
    assert created.status_code == 422 and created.json()["code"] == "invalid_jwt_settings"
    for body in (
        {"jwt": jwt_settings("too-short")},
        {"jwt": {"audience": "a", "hs256_secrets": [secret]}},  # no issuer
        {"jwt": {**jwt_settings(*(hmac_secret() for _ in range(5)))}},  # over 4
        {"limits": {"live_tables": 0}},
        {"limits": {"requests_per_minute": -1}},
        {"limits": {"tables": 3}},
    ):
        bad = admin.patch(f"/admin/apps/{app_id}", json=body, headers=OPERATOR)
        assert bad.status_code == 400, (body, bad.text)
    assert admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).json() == before


def test_requests_per_minute_of_one_app(admin: Any) -> None:
    limited_id, limited = new_app(admin, limits={"requests_per_minute": 3})
    _, other = new_app(admin)
    shown = admin.get(f"/admin/apps/{limited_id}", headers=OPERATOR).json()
    assert shown["limits"] == {"requests_per_minute": 3}
    answers = [admin.get("/games", headers={"X-Api-Key": limited}) for _ in range(5)]
    over = [answer for answer in answers if answer.status_code == 429]
    assert over, [answer.status_code for answer in answers]
    problem = over[0].json()
    assert problem["code"] == "quota_exceeded" and problem["quota"] == "requests_per_minute"
    assert int(over[0].headers["Retry-After"]) >= 1
    # Nothing created while over: the app's players are refused too.
    refused = admin.post("/players", json={"name": "Ana"}, headers={"X-Api-Key": limited})
    assert refused.status_code == 429
    assert admin.get("/games", headers={"X-Api-Key": other}).status_code == 200
    assert admin.get("/games").status_code == 200  # the default app: unlimited


def create(client: Any, key: str) -> Any:
    return client.post(
        "/tables", json={"game": GAME, "host_name": "Ana"}, headers={"X-Api-Key": key}
    )


def test_live_tables_quota_under_concurrent_creates(admin: Any, redis_client: redis.Redis) -> None:
    _, key = new_app(admin, limits={"live_tables": 3})
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(lambda _: create(admin, key), range(10)))
    created = [answer.json() for answer in answers if answer.status_code == 201]
    refused = [answer for answer in answers if answer.status_code != 201]
    assert len(created) == 3, [answer.status_code for answer in answers]
    for answer in refused:
        assert answer.status_code == 429 and answer.json()["quota"] == "live_tables"
        assert int(answer.headers["Retry-After"]) > 0
    assert create(admin, key).status_code == 429
    # The host cancels one: its place is free at once.
    first = created[0]
    cancel = admin.post(
        f"/tables/{first['code']}/cancel",
        headers={"X-Api-Key": key, **auth(first["token"])},
    )
    assert cancel.status_code == 200, cancel.text
    again = create(admin, key)
    assert again.status_code == 201, again.text
    assert create(admin, key).status_code == 429
    # An operator's cancel frees one as well.
    second = created[1]["code"]
    by_operator = admin.post(
        f"/admin/tables/{second}/cancel", json={"reason": "quota test"}, headers=OPERATOR
    )
    assert by_operator.status_code == 200, by_operator.text
    assert create(admin, key).status_code == 201
    # A table that expired (its keys gone, as Redis drops them) frees its place.
    redis_client.delete(f"t:{{{created[2]['code']}}}")
    assert create(admin, key).status_code == 201
    assert create(admin, key).status_code == 429
    # Another app and the default app are not counted against it.
    _, other = new_app(admin, limits={"live_tables": 1})
    assert create(admin, other).status_code == 201
    assert admin.post("/tables", json={"game": GAME, "host_name": "Ana"}).status_code == 201


def test_the_live_tables_quota_set_later_counts_the_tables_already_live(admin: Any) -> None:
    app_id, key = new_app(admin)
    for _ in range(2):
        assert create(admin, key).status_code == 201
    limits = {"limits": {"live_tables": 2}}
    assert admin.patch(f"/admin/apps/{app_id}", json=limits, headers=OPERATOR).is_success
    eventually(lambda: create(admin, key).status_code == 429, what="the quota applied")


def test_players_quota(admin: Any) -> None:
    secret = hmac_secret()
    _, key = new_app(admin, jwt=jwt_settings(secret), limits={"players": 2})
    headers = {"X-Api-Key": key}
    ana = admin.post("/players", json={"name": "Ana"}, headers=headers)
    assert ana.status_code == 201, ana.text
    assert me(admin, key, token(secret, sub="first")).status_code == 200
    # The same JWT player again is not a new one.
    assert me(admin, key, token(secret, sub="first")).status_code == 200
    refused = admin.post("/players", json={"name": "Bo"}, headers=headers)
    assert refused.status_code == 429 and refused.json()["quota"] == "players"
    assert "Retry-After" in refused.headers
    new_sub = me(admin, key, token(secret, sub="second"))
    assert new_sub.status_code == 429 and new_sub.json()["quota"] == "players"
    assert me(admin, key, token(secret, sub="first")).status_code == 200
    assert admin.post("/players", json={"name": "Cy"}).status_code == 201  # the default app
    # A deleted player frees its place, once (a replay of the deletion frees nothing more).
    gone = admin.delete(f"/admin/players/{ana.json()['id']}", headers=OPERATOR)
    assert gone.status_code == 200, gone.text
    replayed = admin.post("/admin/deletions/replay", json={}, headers=OPERATOR)
    assert replayed.status_code == 200, replayed.text
    assert admin.post("/players", json={"name": "Di"}, headers=headers).status_code == 201
    again = admin.post("/players", json={"name": "Ed"}, headers=headers)
    assert again.status_code == 429 and again.json()["quota"] == "players"


def preflight(client: Any, origin: str) -> Any:
    return client.options(
        "/tables",
        headers={
            "Origin": origin,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "X-App-Id, Content-Type, Authorization",
        },
    )


def test_a_preflight_is_answered_for_an_enabled_apps_origin(admin: Any) -> None:
    origin = f"https://{secrets.token_hex(4)}.studio.example"
    app_id, _ = new_app(admin, origins=[origin])

    def answered() -> bool:
        answer = preflight(admin, origin)
        return bool(
            answer.status_code in (200, 204)
            and answer.headers.get("access-control-allow-origin") == origin
        )

    eventually(answered, what="the app's origin preflighted")
    assert "x-app-id" in preflight(admin, origin).headers["access-control-allow-headers"].lower()
    created = admin.post(
        "/tables",
        json={"game": GAME, "host_name": "Ana"},
        headers={"X-App-Id": app_id, "Origin": origin},
    )
    assert created.status_code == 201
    assert created.headers["access-control-allow-origin"] == origin
    # A poll (a hot operation, served by the fast path otherwise) gets them too.
    code, host = created.json()["code"], created.json()["token"]
    poll = admin.get(
        f"/tables/{code}", headers={"X-App-Id": app_id, "Origin": origin, **auth(host)}
    )
    assert poll.status_code == 200 and poll.headers["access-control-allow-origin"] == origin
    unknown = preflight(admin, "https://unknown.example")
    assert unknown.status_code == 403 and unknown.json()["code"] == "origin_not_allowed"
    assert unknown.headers["content-type"] == "application/problem+json"
    assert "access-control-allow-origin" not in unknown.headers
    assert "tapete-api-version" in unknown.headers
    assert "access-control-allow-origin" not in unknown.headers
    # A disabled app's origins are not answered any more.
    disable = {"disabled": True}
    assert admin.patch(f"/admin/apps/{app_id}", json=disable, headers=OPERATOR).is_success
    eventually(lambda: preflight(admin, origin).status_code == 403, what="refused once disabled")


def test_an_apps_origin_may_not_act_for_another_app(admin: Any) -> None:
    origin_a = f"https://{secrets.token_hex(4)}.a.example"
    _, _ = new_app(admin, origins=[origin_a])
    app_b, _ = new_app(admin, origins=[f"https://{secrets.token_hex(4)}.b.example"])
    refused = admin.post(
        "/tables",
        json={"game": GAME, "host_name": "Ana"},
        headers={"X-App-Id": app_b, "Origin": origin_a},
    )
    assert refused.status_code == 403 and refused.json()["code"] == "origin_not_allowed"
    assert json.loads(refused.text)["status"] == 403
