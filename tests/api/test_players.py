"""Player identities over HTTP: Tapete-issued players (create, read, rename, rotate) and
integrator-issued JWTs (HS256 with a secret, RS256 and EdDSA with a public key; expiry and
audience checked), seats linked at create/join, and who may play a rated table."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import jwt
import msgspec
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa
from litestar.testing import TestClient
from support import auth, view

from service.app import create_app
from service.core.settings import Settings
from tests.gamepicks import rated_by_option, reference

SECRET = "integrator-shared-secret-for-tests-only-0123456789"


def new_player(client: Any, name: str) -> dict[str, Any]:
    response = client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def token_for(subject: str, key: Any = SECRET, algorithm: str = "HS256", **claims: Any) -> str:
    payload = {"sub": subject, "name": subject.title(), "aud": "tapete"}
    payload["exp"] = int(time.time()) + 600
    payload.update(claims)
    return jwt.encode(payload, key, algorithm=algorithm)


def private_keys() -> tuple[rsa.RSAPrivateKey, ed25519.Ed25519PrivateKey]:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048), (
        ed25519.Ed25519PrivateKey.generate()
    )


def public_pem(key: Any) -> str:
    return (
        key.public_key()
        .public_bytes(  # type: ignore[no-any-return]
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        .decode()
    )


@pytest.fixture()
def jwt_client(settings: Settings) -> Iterator[Any]:
    configured = msgspec.structs.replace(settings, jwt_secret=SECRET)
    with TestClient(app=create_app(configured)) as client:
        yield client


def test_create_player_answers_an_opaque_id_and_a_token_shown_once(client: Any) -> None:
    player = new_player(client, "Ana")
    assert player["id"].startswith("p_") and player["name"] == "Ana"
    me = client.get("/players/me", headers=auth(player["token"]))
    assert me.status_code == 200, me.text
    assert me.json()["id"] == player["id"] and me.json()["kind"] == "tapete"
    assert "token" not in me.json()
    public = client.get(f"/players/{player['id']}").json()
    assert public == {"id": player["id"], "name": "Ana", "games": []}


def test_player_token_is_stored_hashed(client: Any, redis_client: Any) -> None:
    player = new_player(client, "Ana")
    for key in redis_client.scan_iter(match="tapete:{players}:*", count=1000):
        if redis_client.type(key) == b"hash":
            assert player["token"].encode() not in b"".join(redis_client.hvals(key))
        assert player["token"].encode() not in key


def test_rename_and_rotate_the_player_token(client: Any) -> None:
    player = new_player(client, "Ana")
    renamed = client.patch("/players/me", json={"name": "Ana B"}, headers=auth(player["token"]))
    assert renamed.status_code == 200 and renamed.json()["name"] == "Ana B"
    rotated = client.post("/players/me/token", headers=auth(player["token"]))
    assert rotated.status_code == 200, rotated.text
    assert client.get("/players/me", headers=auth(player["token"])).status_code == 401
    me = client.get("/players/me", headers=auth(rotated.json()["token"]))
    assert me.json()["id"] == player["id"] and me.json()["name"] == "Ana B"


def test_unknown_player_and_bad_credentials(client: Any) -> None:
    assert client.get("/players/p_0000000000").status_code == 404
    assert client.get("/players/me").status_code == 401
    assert client.get("/players/me", headers=auth("tp_nope")).status_code == 401
    assert client.get("/players/me", headers=auth("a.b.c")).status_code == 401
    body = {"game": reference().id, "host_name": "Ana"}
    assert client.post("/tables", json=body, headers=auth("tp_nope")).status_code == 401


def test_jwt_hs256_player_is_namespaced_and_named_by_its_claim(jwt_client: Any) -> None:
    token = token_for("user-42", name="Zoe")
    me = jwt_client.get("/players/me", headers=auth(token))
    assert me.status_code == 200, me.text
    assert me.json()["id"].startswith("j_") and "user-42" not in me.json()["id"]
    assert me.json()["name"] == "Zoe" and me.json()["kind"] == "jwt"
    again = jwt_client.get("/players/me", headers=auth(token_for("user-42", name="Zoe"))).json()
    assert again["id"] == me.json()["id"]
    assert (
        jwt_client.patch("/players/me", json={"name": "X"}, headers=auth(token)).status_code == 403
    )
    assert jwt_client.post("/players/me/token", headers=auth(token)).status_code == 403


def test_jwt_expiry_audience_and_signature_are_checked(jwt_client: Any) -> None:
    expired = token_for("u1", exp=int(time.time()) - 10)
    wrong_audience = token_for("u1", aud="someone-else")
    wrong_key = token_for("u1", key="another-secret-of-enough-length-0123456789")
    no_exp = jwt.encode({"sub": "u1", "aud": "tapete"}, SECRET, algorithm="HS256")
    for token in (expired, wrong_audience, wrong_key, no_exp):
        response = jwt_client.get("/players/me", headers=auth(token))
        assert response.status_code == 401, token
        assert response.json()["code"] == "unauthorized"


def test_jwt_rs256_and_eddsa_with_a_configured_public_key(settings: Settings) -> None:
    rsa_key, ed_key = private_keys()
    for key, algorithm, one_line in ((rsa_key, "RS256", False), (ed_key, "EdDSA", True)):
        pem = public_pem(key).replace("\n", "\\n") if one_line else public_pem(key)
        configured = msgspec.structs.replace(settings, jwt_public_key=pem)
        with TestClient(app=create_app(configured)) as client:
            good = token_for("u7", key=key, algorithm=algorithm)
            assert client.get("/players/me", headers=auth(good)).status_code == 200
            hmac = token_for("u7")  # no secret configured: HS256 is not accepted
            assert client.get("/players/me", headers=auth(hmac)).status_code == 401


def test_jwt_not_configured_is_refused(client: Any) -> None:
    assert client.get("/players/me", headers=auth(token_for("u1"))).status_code == 401


def test_seats_link_to_players_and_a_player_takes_one_seat(jwt_client: Any) -> None:
    ana, bo = token_for("ana"), token_for("bo")
    body = {"game": reference().id, "host_name": "Ana"}
    created = jwt_client.post("/tables", json=body, headers=auth(ana))
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    again = jwt_client.post(f"/tables/{code}/join", json={"name": "Ana2"}, headers=auth(ana))
    assert again.status_code == 409 and again.json()["code"] == "player_seated"
    joined = jwt_client.post(f"/tables/{code}/join", json={"name": "Bo"}, headers=auth(bo))
    assert joined.status_code == 201
    seats = view(jwt_client, code)["seats"]
    ids = {jwt_client.get("/players/me", headers=auth(t)).json()["id"] for t in (ana, bo)}
    assert {seat["player"] for seat in seats} == ids
    assert all("token" not in seat for seat in seats)


def test_rated_option_needs_identified_humans_at_start(jwt_client: Any) -> None:
    rated = {"rated": True}  # a game rated when asked (a `rated` option)
    body = {"game": rated_by_option().id, "host_name": "Ana", "options": rated, "bots": ["easy"]}
    created = jwt_client.post("/tables", json=body, headers=auth(token_for("ana")))
    code, host = created.json()["code"], created.json()["token"]
    assert view(jwt_client, code, host)["rated"] is False
    refused = jwt_client.post(f"/tables/{code}/start", headers=auth(host))
    assert refused.status_code == 409 and refused.json()["code"] == "cannot_start"
    assert view(jwt_client, code, host)["status"] == "lobby"

    body = {"game": rated_by_option().id, "host_name": "Ana", "options": rated}
    created = jwt_client.post("/tables", json=body, headers=auth(token_for("ana")))
    code, host = created.json()["code"], created.json()["token"]
    jwt_client.post(f"/tables/{code}/join", json={"name": "Anon"})  # no identity
    refused = jwt_client.post(f"/tables/{code}/start", headers=auth(host))
    assert refused.status_code == 409 and "player identity" in refused.json()["detail"]

    created = jwt_client.post("/tables", json=body, headers=auth(token_for("ana")))
    code, host = created.json()["code"], created.json()["token"]
    jwt_client.post(f"/tables/{code}/join", json={"name": "Bo"}, headers=auth(token_for("bo")))
    assert view(jwt_client, code, host)["rated"] is True
    started = jwt_client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200 and started.json()["rated"] is True


def test_player_endpoints_are_rate_limited_per_token(client: Any, settings: Settings) -> None:
    token = new_player(client, "Ana")["token"]
    limited = msgspec.structs.replace(settings, rate_limit_per_token=3)
    with TestClient(app=create_app(limited)) as limited_client:
        statuses = [
            limited_client.get("/players/me", headers=auth(token)).status_code for _ in range(4)
        ]
        assert statuses == [200, 200, 200, 429]
