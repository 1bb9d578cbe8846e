"""Tournament pairing at scale (issue #36, "Scale"): the pure engine of service/tournaments
alone, no Redis and no HTTP, timed in CPU (time.process_time: this process's CPU, what a
pairing costs the API or worker that runs it, whatever else the machine does) and wall time.

- Swiss: 1,000 players of the game seating the most (the issue's figures) at 4 seats, rounds
  1..9: the CPU to pair each round (swiss.pair_round, from every result so far) and to
  compute the standings after it.
- Arena: 256 players of the same game at 4 seats; games finish one at a time (2,000 of them),
  each finish adds its result and its players come back to the queue after a pause; every
  arrival re-pairs the queue (arena.pair_waiting, from every result so far). The CPU of one
  re-pairing: p50, p99, max.
- Knockout: 256 players of a two-seat game, seeded and played to the champion (every game
  recorded with knockout.record).

Results follow the game's own shape: the outcomes of real random playouts of the engine
(seeded), turned into placements as a finished table reports them (`Game.placements`).
Everything is seeded, so the same code pairs the same rounds. Standalone:
`python -m bench.tournaments [--quick] [--json PATH]`; `make bench` runs it as a section."""

from __future__ import annotations

import argparse
import heapq
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from random import Random
from typing import Any, ParamSpec, TypeVar

from bench.engine import MAX_MOVES, random_legal
from service.games.base import AnyGame, Outcome
from service.games.registry import GAMES as HOSTED
from service.tournaments import arena, knockout, scoring, swiss
from service.tournaments.models import Bye, Entry, TableResult, TournamentSettings

T = TypeVar("T")
P = ParamSpec("P")
# The figures are for the game seating the most players, at four seats.
SWISS_GAME = ARENA_GAME = max(HOSTED.values(), key=lambda game: game.max_seats).id
SEATS = 4
SWISS_TARGET_S = 1.0  # one Swiss round of 1,000 players paired in under a second of CPU
ARENA_TARGET_S = 2.0  # re-paired within 2 s of a game's end
SEED = 36


@dataclass(frozen=True)
class Plan:
    swiss_players: int
    swiss_rounds: int
    arena_players: int
    arena_games: int
    knockout_players: int
    outcomes: int  # real playouts sampled for the results' shape


FULL = Plan(1000, 9, 256, 2000, 256, 200)
QUICK = Plan(1000, 4, 256, 300, 256, 40)


def timed(call: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> tuple[T, float, float]:
    """`call(*args, **kwargs)`, its CPU seconds (this process) and its wall seconds."""
    cpu, wall = time.process_time(), time.perf_counter()
    value = call(*args, **kwargs)
    return value, time.process_time() - cpu, time.perf_counter() - wall


def ms(seconds: float) -> float:
    return round(seconds * 1000, 2)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# --- results shaped as the game's own ------------------------------------------------------


def playout_outcome(game: AnyGame, seats: int, rng: Random) -> Outcome | None:
    """The outcome of one game played by uniformly random legal moves (None: no end within
    MAX_MOVES)."""
    state = game.setup(game.Options(), seats, rng)
    for _ in range(MAX_MOVES):
        found = game.outcome(state)
        if found is not None:
            return found
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, random_legal(game, state, seat, rng), rng)
        while game.paused(state):
            state, _ = game.resume(state, rng)
    return None


def outcome_shapes(game_id: str, seats: int, count: int, seed: int) -> list[list[int]]:
    """Placements of `count` real random playouts of the game (seeded)."""
    game = HOSTED[game_id]
    rng = Random(seed)
    shapes: list[list[int]] = []
    while len(shapes) < count:
        found = playout_outcome(game, seats, rng)
        if found is not None:
            shapes.append(game.placements(found, seats))
    return shapes


def entries(count: int, rng: Random) -> list[Entry]:
    return [
        Entry(id=f"p{i:04d}", name=f"Player {i}", rating=round(rng.gauss(1500, 250)))
        for i in range(1, count + 1)
    ]


# --- Swiss ---------------------------------------------------------------------------------


def bench_swiss(plan: Plan) -> dict[str, Any]:
    rng = Random(SEED)
    settings = TournamentSettings(
        format="swiss", game=SWISS_GAME, seats=SEATS, rounds=plan.swiss_rounds
    )
    shapes = outcome_shapes(SWISS_GAME, SEATS, plan.outcomes, SEED)
    players = entries(plan.swiss_players, rng)
    results: list[TableResult] = []
    byes: list[Bye] = []
    rounds = []
    for number in range(1, plan.swiss_rounds + 1):
        pairing, cpu, wall = timed(
            swiss.pair_round, settings, players, results, byes, number, seed=SEED
        )
        for i, table in enumerate(pairing.tables):
            shape = rng.choice(shapes)
            results.append(
                TableResult(
                    code=f"r{number}t{i}",
                    round=number,
                    seats=table.seats,
                    placements=shape[: len(table.seats)],
                    finished=len(results),
                )
            )
        byes += [Bye(round=number, player=p) for p in pairing.byes]
        _, standings_cpu, standings_wall = timed(
            scoring.standings, settings, players, results, byes
        )
        rounds.append(
            {
                "round": number,
                "tables": len(pairing.tables),
                "byes": len(pairing.byes),
                "repeats": repeats(pairing.tables, results[: -len(pairing.tables)]),
                "pair_cpu_ms": ms(cpu),
                "pair_wall_ms": ms(wall),
                "standings_cpu_ms": ms(standings_cpu),
                "standings_wall_ms": ms(standings_wall),
            }
        )
    return {
        "game": SWISS_GAME,
        "players": plan.swiss_players,
        "seats": SEATS,
        "rounds": rounds,
        "pair_cpu_max_ms": max(r["pair_cpu_ms"] for r in rounds),
        "standings_cpu_max_ms": max(r["standings_cpu_ms"] for r in rounds),
    }


def repeats(tables: Any, before: list[TableResult]) -> int:
    """Pairs seated together who had met in an earlier round."""
    met = scoring.met(before)
    return sum(
        met.get(a, {}).get(b, 0) > 0
        for table in tables
        for i, a in enumerate(table.seats)
        for b in table.seats[i + 1 :]
    )


# --- Arena ---------------------------------------------------------------------------------


def bench_arena(plan: Plan) -> dict[str, Any]:
    """Games last 3 to 9 minutes; a finished game's players come back after 0 to 30 seconds
    (some at once); every moment someone arrives the queue is re-paired. Played until
    `arena_games` games have finished."""
    rng = Random(SEED + 1)
    settings = TournamentSettings(
        format="arena", game=ARENA_GAME, seats=SEATS, duration_minutes=120
    )
    shapes = outcome_shapes(ARENA_GAME, SEATS, plan.outcomes, SEED + 1)
    roster = entries(plan.arena_players, rng)
    players = {p.id: p for p in roster}
    results: list[TableResult] = []
    queue: list[str] = []
    events: list[tuple[float, int, str, list[str]]] = []  # (time, order, kind, players)
    order = 0

    def push(at: float, kind: str, who: list[str]) -> None:
        nonlocal order
        order += 1
        heapq.heappush(events, (at, order, kind, who))

    push(0.0, "arrive", [p.id for p in rng.sample(roster, len(roster))])
    cpu_times: list[float] = []
    wall_times: list[float] = []
    tables_started = 0
    last: list[str] = []
    while events and len(results) < plan.arena_games:
        now, _, kind, who = heapq.heappop(events)
        if kind == "finish":
            shape = rng.choice(shapes)
            results.append(
                TableResult(
                    code=f"g{len(results)}",
                    round=0,
                    seats=who,
                    placements=shape[: len(who)],
                    finished=len(results),
                )
            )
            for player in who:
                pause = 0.0 if rng.random() < 0.3 else rng.uniform(0, 30)
                push(now + pause, "arrive", [player])
            continue
        queue += who
        last = list(queue)
        pairing, cpu, wall = timed(arena.pair_waiting, settings, queue, players, results)
        cpu_times.append(cpu)
        wall_times.append(wall)
        queue = list(pairing.waiting)
        for table in pairing.tables:
            tables_started += 1
            push(now + rng.uniform(180, 540), "finish", table.seats)
    # The last re-pairing again in a process that kept no records (arena.records keeps the
    # last few arenas' records and reads only the games finished since): every result read.
    arena.forget_records()
    _, cold_cpu, _ = timed(arena.pair_waiting, settings, last, players, results)
    return {
        "game": ARENA_GAME,
        "players": plan.arena_players,
        "seats": SEATS,
        "games": len(results),
        "repairings": len(cpu_times),
        "tables_started": tables_started,
        "repair_cpu_p50_ms": ms(statistics.median(cpu_times)),
        "repair_cpu_p99_ms": ms(percentile(cpu_times, 0.99)),
        "repair_cpu_max_ms": ms(max(cpu_times)),
        "repair_wall_p99_ms": ms(percentile(wall_times, 0.99)),
        "repair_cpu_last_ms": ms(cpu_times[-1]),
        "repair_cpu_cold_ms": ms(cold_cpu),
    }


# --- Knockout ------------------------------------------------------------------------------


def two_seat_game() -> str:
    return next(g.id for g in HOSTED.values() if g.min_seats == g.max_seats == 2)


def bench_knockout(plan: Plan) -> dict[str, Any]:
    """Seeded, then every pending game recorded until there is a champion. A game is won by
    one side, or (one in ten) drawn, which brings tiebreak games."""
    rng = Random(SEED + 2)
    game = two_seat_game()
    settings = TournamentSettings(format="knockout", game=game, seats=2)
    players = entries(plan.knockout_players, rng)
    bracket, cpu, wall = timed(knockout.seed, settings, players)
    recorded = 0
    record_cpu: list[float] = []
    while knockout.champion(bracket) is None:
        for pending in knockout.next_games(bracket):
            shape = [1, 1] if rng.random() < 0.1 else rng.choice([[1, 2], [2, 1]])
            result = TableResult(
                code=f"k{recorded}", round=pending.round, seats=pending.seats, placements=shape
            )
            bracket, one_cpu, one_wall = timed(knockout.record, settings, bracket, result)
            record_cpu.append(one_cpu)
            cpu, wall = cpu + one_cpu, wall + one_wall
            recorded += 1
    _, standings_cpu, _ = timed(knockout.standings, players, bracket)
    return {
        "game": game,
        "players": plan.knockout_players,
        "games": recorded,
        "total_cpu_ms": ms(cpu),
        "total_wall_ms": ms(wall),
        "record_cpu_max_ms": ms(max(record_cpu)),
        "standings_cpu_ms": ms(standings_cpu),
    }


# --- the section ---------------------------------------------------------------------------


def measure(quick: bool = False, log: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The section's figures (`make bench` keeps them under `tournaments`)."""
    plan = QUICK if quick else FULL
    say = log or (lambda message: None)
    say(f"  Swiss: {plan.swiss_players} players, {plan.swiss_rounds} rounds")
    found: dict[str, Any] = {"quick": quick, "plan": asdict(plan)}
    found["swiss"] = bench_swiss(plan)
    say(f"  arena: {plan.arena_players} players, {plan.arena_games} games")
    found["arena"] = bench_arena(plan)
    say(f"  knockout: {plan.knockout_players} players")
    found["knockout"] = bench_knockout(plan)
    found["checks"] = checks(found)
    return found


def title(game_id: str) -> str:
    return HOSTED[game_id].title


def swiss_target(found: dict[str, Any] | None) -> str:
    swiss_found = (found or {}).get("swiss") or {}
    players = swiss_found.get("players", FULL.swiss_players)
    rounds = len(swiss_found.get("rounds", [])) or FULL.swiss_rounds
    return (
        f"Swiss round paired, {players:,} players of {title(SWISS_GAME)} at {SEATS} seats "
        f"(CPU, slowest of rounds 1..{rounds})"
    )


def arena_target(found: dict[str, Any] | None) -> str:
    arena_found = (found or {}).get("arena") or {}
    players = arena_found.get("players", FULL.arena_players)
    games = arena_found.get("games", FULL.arena_games)
    return (
        f"arena re-paired after a game's end, {players} players of {title(ARENA_GAME)} at "
        f"{SEATS} seats (CPU, slowest re-pairing over {games:,} games)"
    )


def checks(found: dict[str, Any]) -> list[dict[str, Any]]:
    swiss_max = found["swiss"]["pair_cpu_max_ms"]
    arena_max = found["arena"]["repair_cpu_max_ms"]
    return [
        {
            "target": swiss_target(found),
            "goal": f"< {SWISS_TARGET_S:g} s",
            "value_ms": swiss_max,
            "met": swiss_max < SWISS_TARGET_S * 1000,
        },
        {
            "target": arena_target(found),
            "goal": f"< {ARENA_TARGET_S:g} s",
            "value_ms": arena_max,
            "met": arena_max < ARENA_TARGET_S * 1000,
        },
    ]


def tables(found: dict[str, Any]) -> list[str]:
    """The section's figures as Markdown tables (`make bench` prints them too)."""
    s, a, k = found["swiss"], found["arena"], found["knockout"]
    return [
        f"| Swiss round ({s['players']:,} players, {title(s['game'])} at {s['seats']}) | "
        "tables | repeated pairs | pair CPU ms | pair wall ms | standings CPU ms |",
        "|---|---|---|---|---|---|",
        *(
            f"| {r['round']} | {r['tables']} | {r['repeats']} | {r['pair_cpu_ms']:.1f} | "
            f"{r['pair_wall_ms']:.1f} | {r['standings_cpu_ms']:.1f} |"
            for r in s["rounds"]
        ),
        "",
        f"| arena ({a['players']} players, {title(a['game'])} at {a['seats']}) | figure |",
        "|---|---|",
        f"| games finished | {a['games']:,} |",
        f"| re-pairings (one per arrival in the queue) | {a['repairings']:,} |",
        f"| re-pairing CPU p50 / p99 / max ms | {a['repair_cpu_p50_ms']:.1f} / "
        f"{a['repair_cpu_p99_ms']:.1f} / {a['repair_cpu_max_ms']:.1f} |",
        f"| re-pairing wall p99 ms | {a['repair_wall_p99_ms']:.1f} |",
        f"| the last re-pairing, no records kept (every result read), CPU ms | "
        f"{a['repair_cpu_cold_ms']:.1f} |",
        "",
        f"| knockout ({k['players']} players, {title(k['game'])}) | figure |",
        "|---|---|",
        f"| games recorded | {k['games']} |",
        f"| seeded and every game recorded, CPU ms | {k['total_cpu_ms']:.1f} |",
        f"| slowest record, CPU ms | {k['record_cpu_max_ms']:.2f} |",
    ]


def render(found: dict[str, Any]) -> str:
    return "\n".join(
        [
            *tables(found),
            "",
            "| target | goal | measured | met |",
            "|---|---|---|---|",
            *(
                f"| {c['target']} | {c['goal']} | {c['value_ms']:,.1f} ms | "
                f"{'met' if c['met'] else '**missed**'} |"
                for c in found["checks"]
            ),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.tournaments", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer rounds and games")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)
    found = measure(args.quick, lambda message: print(message, file=sys.stderr, flush=True))
    print(render(found))
    if args.json is not None:
        args.json.write_text(json.dumps(found, indent=2) + "\n")
    return 0 if all(c["met"] for c in found["checks"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
