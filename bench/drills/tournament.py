"""Drill 4, a tournament under kills: a Swiss of the two-seat game run by the server,
its players scripted over HTTP (each registers, takes their seat at every table the server
seats them at with POST /tournaments/{id}/seat, and answers every pending decision with a
legal action), while workers and the API are SIGKILLed at random moments and restarted at
once, until the tournament ends. Then it checks that every round was paired exactly once, that
no result was lost (every table scored, each score as its game record says), that the event
ended in bounded time, and that nobody was answered a 5xx."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from random import Random
from typing import Any, cast

import msgspec
import redis.asyncio as aioredis

from bench.drills.checks import server_errors
from bench.drills.client import Answer, Api, pause
from bench.drills.report import DrillResult, sample
from bench.drills.stack import DrillStack, now_ms, supervise
from bench.games import choose_action
from service.games.registry import GAMES
from service.tables.models import Table

Say = Callable[[str], None]
TWO_SEAT_GAME = next(g.id for g in GAMES.values() if g.min_seats == g.max_seats == 2)
MOVE_BUDGET = 20.0  # seconds a request is retried for (no answer, or a 5xx) before giving up
LONG_POLL = 2  # seconds a player's table read waits for a change
UP_AGAIN_SLACK_MS = 1000  # a request sent this soon after the API is back may still find it down

_table = msgspec.msgpack.Decoder(Table)


@dataclass(frozen=True)
class TournamentPlan:
    players: int
    rounds: int
    start_in: float  # seconds from creation to the start
    gap: tuple[float, float]  # seconds between two kills
    bound: float  # seconds from the start the tournament must have finished within
    game: str = TWO_SEAT_GAME
    seats: int = 2


# The bounds leave room for a loaded machine: a 16-player round of the two-seat game took 30
# to 40 s of play on a 2-core machine at load 10 (random legal moves, about 80 a game).
QUICK = TournamentPlan(players=8, rounds=2, start_in=4.0, gap=(2.0, 4.0), bound=120.0)
FULL = TournamentPlan(players=16, rounds=4, start_in=5.0, gap=(2.0, 5.0), bound=300.0)


@dataclass
class Kill:
    what: str
    began_ms: int
    back_ms: int


@dataclass
class Run:
    """What the drill saw: the last read of the tournament, its players' tokens, the kills."""

    tournament_id: str = ""
    tokens: dict[str, str] = field(default_factory=dict)  # player id -> their token
    last: dict[str, Any] = field(default_factory=dict)
    kills: list[Kill] = field(default_factory=list)
    moves: int = 0
    seats_taken: int = 0
    unanswered_moves: list[str] = field(default_factory=list)  # no answer within the budget
    started_ms: int = 0
    ended_ms: int | None = None
    table_ended: asyncio.Event = field(default_factory=asyncio.Event)  # a player saw one end
    ended_seen_ms: dict[str, int] = field(default_factory=dict)  # code -> a player saw it end
    round_seen_ms: dict[int, int] = field(default_factory=dict)  # round -> its tables first seen


def starts_at(seconds: float) -> str:
    return (datetime.now(UTC) + timedelta(seconds=seconds)).isoformat()


async def patient(
    api: Api, method: str, path: str, stop: asyncio.Event | None = None, **kwargs: Any
) -> Answer:
    """A request retried (same body, same headers) while there is no answer or a 5xx, for up
    to MOVE_BUDGET seconds: the last answer."""
    give_up = time.monotonic() + MOVE_BUDGET
    backoff = 0.2
    while True:
        answer = await api.call(method, path, **kwargs)
        if answer.status is not None and answer.status < 500:
            return answer
        if time.monotonic() > give_up or (stop is not None and stop.is_set()):
            return answer
        await pause(min(answer.retry_after(backoff), 1.0), stop)
        backoff = min(backoff * 2, 1.0)


async def set_up(api: Api, plan: TournamentPlan, run: Run) -> None:
    """Players, the tournament, every player registered before its start (and any kill)."""

    async def new_player(number: int) -> None:
        made = await patient(api, "POST", "/players", body={"name": f"Drill player {number}"})
        if made.status != 201:
            raise RuntimeError(f"could not create a player: {made.status} {made.body}")
        run.tokens[made.body["id"]] = made.body["token"]

    await asyncio.gather(*(new_player(number) for number in range(1, plan.players + 1)))
    body = {
        "name": "Drill Swiss",
        "starts_at": starts_at(plan.start_in),
        "settings": {
            "format": "swiss",
            "game": plan.game,
            "seats": plan.seats,
            "rounds": plan.rounds,
        },
        "options": {},
    }
    created = await patient(api, "POST", "/tournaments", body=body)
    if created.status != 201:
        raise RuntimeError(f"could not create the tournament: {created.status} {created.body}")
    run.tournament_id = created.body["id"]
    run.started_ms = int(datetime.fromisoformat(created.body["starts_at"]).timestamp() * 1000)
    path = f"/tournaments/{run.tournament_id}/registrations"

    async def register(token: str) -> None:
        registered = await patient(api, "POST", path, token=token)
        if registered.status != 200:
            raise RuntimeError(f"could not register: {registered.status} {registered.body}")

    await asyncio.gather(*(register(token) for token in run.tokens.values()))
    if now_ms() >= run.started_ms:
        raise RuntimeError(f"registering took past the start; raise start_in ({plan.start_in} s)")


async def play_table(
    api: Api, run: Run, player: str, code: str, rng: Random, stop: asyncio.Event
) -> None:
    """One player at one table: take the seat, then act whenever a decision is theirs, until
    the table ends. Every request retried on no answer or a 5xx (moves with their
    Idempotency-Key and expected_version unchanged)."""
    path = f"/tournaments/{run.tournament_id}/seat"
    taken = await patient(api, "POST", path, stop, token=run.tokens[player])
    if taken.status != 200 or taken.body["code"] != code:
        return  # the table ended meanwhile (404 not_registered), or the drill stops
    run.seats_taken += 1
    token, seat = taken.body["token"], taken.body["seat"]
    version = 0
    while not stop.is_set():
        params = {"since": version, "wait": LONG_POLL} if version else None
        view = await patient(api, "GET", f"/tables/{code}", stop, token=token, params=params)
        if view.status != 200:
            await pause(0.2, stop)
            continue
        version = view.body["version"]
        if view.body["status"] != "playing":
            run.ended_seen_ms.setdefault(code, now_ms())
            run.table_ended.set()
            return
        if seat not in view.body["to_act"]:
            continue
        listed = await patient(api, "GET", f"/tables/{code}/actions", stop, token=token)
        if listed.status != 200 or not listed.body["actions"]:
            continue
        action = choose_action(listed.body["actions"], rng)
        moved = await patient(
            api,
            "POST",
            f"/tables/{code}/actions",
            stop,
            token=token,
            body={"action": action, "expected_version": listed.body["version"]},
            headers={"Idempotency-Key": uuid.uuid4().hex},
        )
        run.moves += 1
        if moved.status is None:
            run.unanswered_moves.append(f"{code} v{listed.body['version']} seat {seat}")
        version = 0  # read the table now, not after a long poll


async def drive(api: Api, run: Run, rng: Random, ended: asyncio.Event, bound_ms: int) -> None:
    """Reads the tournament a few times a second and sends every player to each of their
    tables in play, until it ends (or its time bound has passed)."""
    playing: dict[tuple[str, str], asyncio.Task[None]] = {}
    stop = asyncio.Event()
    try:
        while now_ms() < bound_ms:
            answer = await api.call("GET", f"/tournaments/{run.tournament_id}")
            if answer.status == 200:
                run.last = answer.body
                if answer.body["status"] in ("finished", "cancelled"):
                    run.ended_ms = now_ms()
                    break
                for table in answer.body["tables"]:
                    run.round_seen_ms.setdefault(table["round"], now_ms())
                    if table["result"] is not None:
                        continue
                    for player in table["seats"]:
                        key = (player, table["code"])
                        if key not in playing and player in run.tokens:
                            seated = play_table(
                                api, run, player, table["code"], Random(rng.random()), stop
                            )
                            playing[key] = asyncio.create_task(seated)
            await asyncio.sleep(0.3)
    finally:
        ended.set()
        stop.set()
        for task in playing.values():
            task.cancel()
        await asyncio.gather(*playing.values(), return_exceptions=True)


async def keep_killing(
    stack: DrillStack, plan: TournamentPlan, rng: Random, run: Run, ended: asyncio.Event, say: Say
) -> None:
    """SIGKILL a worker (a busy one when one is inside a job) or the API, in turn in a random
    order, each restarted at once, until the tournament ends. Half the kills come at a random
    moment, half right after a player saw a table end: when the end-of-game job reports the
    result, and the last result of a round pairs the next one and opens its tables."""

    def worker() -> str:
        busy = stack.busy_worker(within=1.0)
        killed = stack.kill_worker(busy or 0)
        return f"{killed} ({'inside a job' if busy is not None else 'idle'})"

    kills: dict[str, Callable[[], str]] = {"worker": worker, "api": stack.kill_api}
    order: list[str] = []
    while not ended.is_set():
        await pause(rng.uniform(*plan.gap), ended)
        moment = "at random"
        if rng.random() < 0.5:
            run.table_ended.clear()
            await pause(plan.gap[1] * 3, run.table_ended)
            moment = "as a table ended" if run.table_ended.is_set() else "at random"
        if ended.is_set():
            return
        if not order:
            order = ["worker", "api"]
            rng.shuffle(order)
        name = order.pop()
        began = now_ms()
        what = await asyncio.to_thread(kills[name])
        run.kills.append(Kill(name, began, now_ms()))
        tables = run.last.get("tables", [])
        done = sum(1 for t in tables if t["result"] is not None)
        say(
            f"[tournament] SIGKILL {what} {moment}; round {run.last.get('round', 0)}, "
            f"{done}/{len(tables)} tables finished, {run.moves} moves"
        )


async def run_tournament(
    stack: DrillStack, plan: TournamentPlan, rng: Random, say: Say
) -> DrillResult:
    raw = aioredis.Redis.from_url(stack.redis_url, socket_timeout=2)
    api = Api(stack.base)
    run = Run()
    ended, supervising = asyncio.Event(), asyncio.Event()
    supervisor = asyncio.create_task(supervise(stack, supervising))
    try:
        await set_up(api, plan, run)
        say(
            f"[tournament] {run.tournament_id}: a Swiss of {plan.game}, {plan.players} players, "
            f"{plan.rounds} rounds, starting in {plan.start_in:.0f} s"
        )
        bound_ms = run.started_ms + int(plan.bound * 1000)
        await asyncio.gather(
            drive(api, run, rng, ended, bound_ms),
            keep_killing(stack, plan, rng, run, ended, say),
        )
        supervising.set()
        await supervisor
        say(f"[tournament] {run.last.get('status')} after {len(run.kills)} kills; checking")
        findings = await inspect(api, raw, run)
    finally:
        ended.set()
        supervising.set()
        supervisor.cancel()
        await api.aclose()
        await raw.aclose()
    return tournament_result(stack, plan, run, api, findings)


# --- checks -------------------------------------------------------------------------------


@dataclass
class Findings:
    pairing: list[str] = field(default_factory=list)  # rounds paired wrong
    strays: list[str] = field(default_factory=list)  # tagged tables not in the list
    unscored: list[str] = field(default_factory=list)  # tables in the list without a result
    disagreeing: list[str] = field(default_factory=list)  # results unlike their record
    forfeits: list[str] = field(default_factory=list)  # players who came, scored as absent
    tables: int = 0


def pairing_faults(tournament: dict[str, Any], rounds: int) -> list[str]:
    """Rounds 1..N each paired once: no player twice in a round (at two tables, or at a table
    and a bye), every player still in at a table or a bye, no code twice, the round counter N."""
    faults: list[str] = []
    tables, byes = tournament.get("tables", []), tournament.get("byes", [])
    codes = [t["code"] for t in tables]
    faults += [f"code {c} listed twice" for c in sorted({c for c in codes if codes.count(c) > 1})]
    numbers = sorted({t["round"] for t in tables})
    if numbers != list(range(1, rounds + 1)):
        faults.append(f"rounds {numbers}, not 1..{rounds}")
    if tournament.get("round") != rounds:
        faults.append(f"round counter {tournament.get('round')}, not {rounds}")
    withdrawn = any(p["withdrawn"] for p in tournament.get("players", []))
    everyone = sorted(p["id"] for p in tournament.get("players", []))
    for number in numbers:
        seated = [p for t in tables if t["round"] == number for p in t["seats"]]
        seated += [b["player"] for b in byes if b["round"] == number]
        twice = sorted({p for p in seated if seated.count(p) > 1})
        faults += [f"round {number}: {p} paired twice" for p in twice]
        if not withdrawn and sorted(set(seated)) != everyone:
            faults.append(f"round {number}: {len(everyone) - len(set(seated))} players left out")
    return faults


async def tagged_tables(raw: aioredis.Redis, tournament_id: str) -> dict[str, int]:
    """Every table in Redis tagged with the tournament: code -> its round."""
    found: dict[str, int] = {}
    async for key in raw.scan_iter(match="t:{*}", count=500):
        name = key.decode() if isinstance(key, bytes) else str(key)
        if not name.endswith("}"):  # t:{CODE}:events and the like
            continue
        blob = cast("bytes | None", await raw.hget(name, "d"))
        if blob is None:
            continue
        table = _table.decode(blob)
        if table.tournament is not None and table.tournament.id == tournament_id:
            found[table.code] = table.tournament.round
    return found


def placements_from_record(record: dict[str, Any]) -> list[int]:
    """Each seat's place (1 first; equal numbers tie) read from a game record, apart from
    the service's own reading (Game.placements): the winners first, then higher scores
    (a game that reports who was eliminated: the seats still in play, then the later
    eliminated); a cancelled or aborted game
    places everyone level."""
    seats = len(record["seats"])
    result = record.get("result") or {}
    winners = set(result.get("winners", []))
    if record["status"] == "cancelled" or result.get("reason") in (None, "cancelled", "aborted"):
        return [1] * seats
    keys: list[tuple[int, float]]
    if "eliminated" in result.get("details", {}):
        out = list(result["details"]["eliminated"])
        keys = [
            (0, 0) if s in winners else (2, -out.index(s)) if s in out else (1, 0)
            for s in range(seats)
        ]
    else:
        scores = result.get("scores")
        keys = [(int(s not in winners), -(scores[s] if scores else 0)) for s in range(seats)]
    return [1 + sum(1 for k in keys if k < mine) for mine in keys]


async def inspect(api: Api, raw: aioredis.Redis, run: Run) -> Findings:
    """Everything checked after the end, with the API and workers left alone."""
    findings = Findings()
    final = await patient(api, "GET", f"/tournaments/{run.tournament_id}")
    if final.status == 200:
        run.last = final.body
    tournament = run.last
    rounds = tournament.get("settings", {}).get("rounds", 0)
    findings.pairing = pairing_faults(tournament, rounds)
    listed = {t["code"]: t for t in tournament.get("tables", [])}
    findings.tables = len(listed)
    for code, round_ in sorted((await tagged_tables(raw, run.tournament_id)).items()):
        if code not in listed:
            findings.strays.append(f"{code} (round {round_})")
        elif listed[code]["round"] != round_:
            findings.pairing.append(f"{code} tagged round {round_}, listed {listed[code]['round']}")
    for code, table in listed.items():
        result = table["result"]
        if result is None:
            findings.unscored.append(f"{code} (round {table['round']})")
            continue
        findings.forfeits += [f"{p} at {code}" for p in result["forfeits"]]
        answer = await patient(api, "GET", f"/tables/{code}/record")
        if answer.status != 200:
            findings.unscored.append(f"{code}: record {answer.status}")
            continue
        record = answer.body
        players = [seat["player"] for seat in record["seats"]]
        if players != table["seats"]:
            findings.disagreeing.append(f"{code}: seats {players} in the record")
        elif placements_from_record(record) != result["placements"]:
            found = placements_from_record(record)
            findings.disagreeing.append(f"{code}: {result['placements']}, record {found}")
    return findings


def unanswered_while_up(journal: list[Answer], kills: list[Kill]) -> list[str]:
    """Requests that got no answer although the API was up the whole time they waited (a
    killed worker never takes the API down)."""
    downs = [(k.began_ms, k.back_ms + UP_AGAIN_SLACK_MS) for k in kills if k.what == "api"]
    return [
        f"{a.method} {a.path} ({a.error})"
        for a in journal
        if a.status is None
        and not any(a.sent_ms <= back and a.answered_ms >= began for began, back in downs)
    ]


def round_waits(run: Run) -> list[tuple[int, float]]:
    """(round, seconds) from a player seeing the last game of the round before end to the
    drill seeing the round's tables (both to within a read, about 0.3 s)."""
    tables = run.last.get("tables", [])
    waits = []
    for number, seen in sorted(run.round_seen_ms.items()):
        before = [run.ended_seen_ms.get(t["code"]) for t in tables if t["round"] == number - 1]
        ends = [ms for ms in before if ms is not None]
        if number > 1 and ends and len(ends) == len(before):
            waits.append((number, max(0, seen - max(ends)) / 1000))
    return waits


def tournament_result(
    stack: DrillStack, plan: TournamentPlan, run: Run, api: Api, findings: Findings
) -> DrillResult:
    result = DrillResult("tournament", stack.profile.name)
    tournament = run.last
    status = tournament.get("status", "unknown")
    finished_at = tournament.get("finished_at")
    took = None
    if finished_at:
        took = datetime.fromisoformat(finished_at).timestamp() - run.started_ms / 1000
    result.add(
        "tournament not finished in time",
        0 if status == "finished" and took is not None and took <= plan.bound else 1,
        f"{status}"
        + (f" {took:.0f} s after its start" if took is not None else "")
        + f" (bound {plan.bound:.0f} s)",
    )
    result.add(
        "pairing faults", len(findings.pairing), sample(findings.pairing, f"{plan.rounds} rounds")
    )
    result.add(
        "tables outside the tournament's list",
        len(findings.strays),
        sample(findings.strays, "tables in Redis tagged with it"),
    )
    result.add(
        "results lost",
        len(findings.unscored),
        sample(findings.unscored, f"of {findings.tables} tables"),
    )
    result.add(
        "results unlike the game record", len(findings.disagreeing), sample(findings.disagreeing)
    )
    result.add(
        "players forfeited though they came", len(findings.forfeits), sample(findings.forfeits)
    )
    result.add("false errors: 5xx answers", *server_errors(api.journal))
    lost = unanswered_while_up(api.journal, run.kills)
    result.add("requests without an answer while the API was up", len(lost), sample(lost))
    result.add("moves without an answer", len(run.unanswered_moves), sample(run.unanswered_moves))
    waits = round_waits(run)
    slowest = max(waits, key=lambda w: w[1], default=(0, 0.0))
    result.add(
        "longest wait for the next round, ms",
        int(slowest[1] * 1000),
        f"round {slowest[0]}; " + ", ".join(f"{n}: {w:.1f} s" for n, w in waits),
        info=True,
    )
    down = sum(1 for a in api.journal if a.status is None)
    result.add("requests cut by the API's restarts", down, f"of {len(api.journal)}", info=True)
    by_kind = {k: sum(1 for x in run.kills if x.what == k) for k in ("worker", "api")}
    result.add(
        "kills",
        len(run.kills),
        f"{by_kind['worker']} workers, {by_kind['api']} API; {run.moves} moves, "
        f"{run.seats_taken} seats taken",
        info=True,
    )
    restarted = stack.restarted_on_their_own
    result.add("processes that died on their own", len(restarted), sample(restarted), info=True)
    return result
