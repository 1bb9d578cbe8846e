"""A knockout for two-seat games: a bracket seeded by rating, advanced from results.

Seeding: players by rating (then id), seed 1 the highest. The bracket has the next power of
two of places, in the standard order (1 v N, 2 v N-1, ..., 1 and 2 meeting only in the
final); the missing places are byes, so byes go to the top seeds. A match is one game; a
drawn or shared game (or two no-shows) is followed by a tiebreak game, up to
`tiebreak_games` of them; if the last is level too, the higher seed advances (the seeding's
reward, known to everyone in advance). The higher seed opens game 1, openers alternate after.
A no-show loses the game. A withdrawn player loses their pending match (a walkover)."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from service.tournaments.errors import InvalidResult, NotEnoughPlayers
from service.tournaments.models import Entry, StandingRow, TableResult, TournamentSettings
from service.tournaments.scoring import check_result, result_against


class Match(msgspec.Struct, frozen=True, kw_only=True):
    round: int
    slot: int
    players: list[str | None]
    """The two sides: the winners of slots 2k and 2k+1 of the round before (None: not known
    yet; in round 1, a bye)."""
    games: list[TableResult] = []
    winner: str | None = None


class Bracket(msgspec.Struct, frozen=True, kw_only=True):
    seeds: list[str]
    """Player ids, seed 1 first."""
    rounds: list[list[Match]]
    withdrawn: list[str] = []


class KnockoutGame(msgspec.Struct, frozen=True, kw_only=True):
    """A game to start: match (round, slot), its number in the match, `seats[0]` opens."""

    round: int
    slot: int
    game: int
    seats: list[str]


def bracket_order(size: int) -> list[int]:
    """Seed numbers in bracket order: [1, 8, 4, 5, 2, 7, 3, 6] for 8."""
    order = [1]
    while len(order) < size:
        mirror = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, mirror - top)]
    return order


def seed(settings: TournamentSettings, players: Iterable[Entry]) -> Bracket:
    entrants = sorted((p for p in players if not p.withdrawn), key=lambda p: (-p.rating, p.id))
    if len(entrants) < 2:
        raise NotEnoughPlayers("a knockout needs at least two players")
    size = 1
    while size < len(entrants):
        size *= 2
    ids = [p.id for p in entrants]
    order = bracket_order(size)
    first = [
        Match(
            round=1,
            slot=k,
            players=[ids[s - 1] if s <= len(ids) else None for s in order[2 * k : 2 * k + 2]],
        )
        for k in range(size // 2)
    ]
    rounds = [first]
    while len(rounds[-1]) > 1:
        r = len(rounds) + 1
        rounds.append(
            [Match(round=r, slot=k, players=[None, None]) for k in range(len(rounds[-1]) // 2)]
        )
    return _settled(settings, Bracket(seeds=ids, rounds=rounds))


def _seed_of(bracket: Bracket, player: str) -> int:
    return bracket.seeds.index(player) + 1


def _higher(bracket: Bracket, a: str, b: str) -> str:
    return a if _seed_of(bracket, a) < _seed_of(bracket, b) else b


def _decide(settings: TournamentSettings, bracket: Bracket, match: Match) -> str | None:
    a, b = match.players
    if match.round == 1 and (a is None or b is None):
        return a or b  # a bye
    if a is None or b is None:
        return None
    gone = [p for p in (a, b) if p in bracket.withdrawn]
    if len(gone) == 1:
        return b if gone[0] == a else a
    if not match.games:
        return _higher(bracket, a, b) if len(gone) == 2 else None
    last = match.games[-1]
    score = result_against(last, a, b)
    if score == 1:
        return a
    if score == 0:
        return b
    if len(match.games) > settings.tiebreak_games or len(gone) == 2:
        return _higher(bracket, a, b)
    return None


def _settled(settings: TournamentSettings, bracket: Bracket) -> Bracket:
    """Winners decided where they can be, and carried into the next round."""
    rounds: list[list[Match]] = []
    for r, matches in enumerate(bracket.rounds):
        settled = []
        for match in matches:
            if r > 0:
                feeding = rounds[r - 1]
                players = [feeding[2 * match.slot].winner, feeding[2 * match.slot + 1].winner]
                match = msgspec.structs.replace(match, players=players)
            if match.winner is None:
                partial = msgspec.structs.replace(bracket, rounds=rounds)
                match = msgspec.structs.replace(match, winner=_decide(settings, partial, match))
            settled.append(match)
        rounds.append(settled)
    return msgspec.structs.replace(bracket, rounds=rounds)


def next_games(bracket: Bracket) -> list[KnockoutGame]:
    """The games to start now: one per match whose two players are known and undecided."""
    games = []
    for matches in bracket.rounds:
        for match in matches:
            a, b = match.players
            if match.winner is None and a is not None and b is not None:
                high = _higher(bracket, a, b)
                low = b if high == a else a
                number = len(match.games) + 1
                seats = [high, low] if number % 2 == 1 else [low, high]
                games.append(
                    KnockoutGame(round=match.round, slot=match.slot, game=number, seats=seats)
                )
    return games


def record(settings: TournamentSettings, bracket: Bracket, result: TableResult) -> Bracket:
    """The bracket with a finished game of a pending match (its two players), or
    InvalidResult for a game no pending match is waiting for."""
    check_result(result)
    for matches in bracket.rounds:
        for match in matches:
            a, b = match.players
            if match.winner is None and {a, b} == set(result.seats) and len(result.seats) == 2:
                games = [*match.games, result]
                return _replaced(settings, bracket, msgspec.structs.replace(match, games=games))
    raise InvalidResult(f"table {result.code}: no pending match between {result.seats}")


def withdraw(settings: TournamentSettings, bracket: Bracket, player: str) -> Bracket:
    """`player` out: their pending match (now or when it comes) is a walkover."""
    if player in bracket.withdrawn:
        return bracket
    return _settled(
        settings, msgspec.structs.replace(bracket, withdrawn=[*bracket.withdrawn, player])
    )


def _replaced(settings: TournamentSettings, bracket: Bracket, match: Match) -> Bracket:
    rounds = [
        [match if (m.round, m.slot) == (match.round, match.slot) else m for m in matches]
        for matches in bracket.rounds
    ]
    return _settled(settings, msgspec.structs.replace(bracket, rounds=rounds))


def champion(bracket: Bracket) -> str | None:
    return bracket.rounds[-1][0].winner


def standings(players: Iterable[Entry], bracket: Bracket) -> list[StandingRow]:
    """The champion first, then by the round each player went out in (later is better),
    then seed. `score`: matches won (byes are not counted), `games`: games played."""
    entries = {p.id: p for p in players}
    last = len(bracket.rounds)
    out: dict[str, int] = {}
    won: dict[str, int] = dict.fromkeys(bracket.seeds, 0)
    played: dict[str, int] = dict.fromkeys(bracket.seeds, 0)
    byes: dict[str, int] = dict.fromkeys(bracket.seeds, 0)
    for matches in bracket.rounds:
        for match in matches:
            for game in match.games:
                for p in game.seats:
                    played[p] += 1
            a, b = match.players
            if match.winner is None:
                continue
            if a is None or b is None:
                byes[match.winner] += 1
                continue
            won[match.winner] += 1
            out[b if match.winner == a else a] = match.round

    def key(p: str) -> tuple[int, int]:
        return (-out.get(p, last + 1), _seed_of(bracket, p))

    return [
        StandingRow(
            rank=rank,
            player=p,
            name=entries[p].name,
            score=float(won[p]),
            buchholz=0.0,
            sonneborn_berger=0.0,
            wins=won[p],
            rating=entries[p].rating,
            games=played[p],
            byes=byes[p],
            withdrawn=entries[p].withdrawn or p in bracket.withdrawn,
        )
        for rank, p in enumerate(sorted(bracket.seeds, key=key), start=1)
    ]
