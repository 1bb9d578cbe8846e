from __future__ import annotations

from typing import Any


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_create_join_start_play(client: Any) -> None:
    created = client.post("/tables", json={"game": "karta3", "host_name": "Ana"})
    assert created.status_code == 201, created.text
    body = created.json()
    code, host = body["code"], body["token"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Bruno"})
    assert joined.status_code == 201, joined.text
    bruno = joined.json()["token"]
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    view = client.get(f"/tables/{code}", headers=auth(bruno)).json()
    assert view["you"]["seat"] == 0
    assert len(view["game_view"]["hand"]) == 3
    actions = client.get(f"/tables/{code}/actions", headers=auth(bruno)).json()
    assert actions["actions"]
    action = actions["actions"][0]
    played = client.post(f"/tables/{code}/actions", headers=auth(bruno), json={"action": action})
    assert played.status_code == 200, played.text
