"""Create a table, add bots, start, follow it and play to the end (random moves, never a
resignation).

python play.py http://127.0.0.1:8000 GAME   (a game id from GET /games; the first if omitted)
"""

import contextlib
import random
import sys

import httpx
from tapete_sdk import Session, VersionConflict

base_url = sys.argv[1]
game = sys.argv[2] if len(sys.argv) > 2 else httpx.get(f"{base_url}/games").json()[0]["id"]
seats = httpx.get(f"{base_url}/games/{game}").json()["min_seats"]
me = Session.create(base_url, game, "Ana")
for _ in range(seats - 1):
    me.add_bot("easy")
me.start()
for update in me.follow():
    view = update.view
    for event in update.events:
        print(view.version, event.type_)
    if view.status.value in ("finished", "cancelled"):
        print(view.status.value, "result:", view.result.to_dict() if view.result else None)
        break
    if me.my_turn:
        # `.type` is a string literal per action class: a resignation is one type per game.
        # The stream brings the legal actions with the view (None after a long-poll: list them).
        legal = update.actions if update.actions is not None else me.legal_actions()
        moves = [move for move in legal if not move.type.endswith(".resign")]
        if not moves:
            continue  # the table moved on meanwhile: the next update says how
        # A VersionConflict: the table moved on (a timer, a bot); follow() brings the new view.
        with contextlib.suppress(VersionConflict):
            me.act(random.choice(moves), expected_version=view.version)
