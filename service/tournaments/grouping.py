"""Splitting players, best first, into tables of given sizes while seating as few pairs who
met before as possible: the one search Swiss and the arena share.

Greedy first: each table takes the best player left and then, in order, the next players who
met none of its members (so tables stay close in standing and a repeat pushes a player down
a table or two, as a Swiss "float"). Then local swaps between tables, nearest tables first,
while a swap lowers the repeats. Small groups (EXACT_LIMIT players or fewer) whose greedy
pairing still has a repeat are searched (depth first in standing order, branch and bound,
within a budget of nodes) for the pairing with the fewest: exhaustively for a dozen players,
else the best found when the budget runs out. Large groups rarely need it: their greedy pass
has many players to choose from.

Players who blocked one another (either way: `apart`) count as a pair who met APART_COST
times: more than every repeat of any pairing together, so the search seats them apart
whenever some pairing of these sizes does, and only then minds repeats. When none does (two
such players and one table), they are seated together: a round is never refused for it.
Pure and deterministic like the rest: the same players, sizes, meetings and blocks give the
same tables."""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Collection, Mapping, Sequence

Met = Mapping[str, Mapping[str, int]]
"""player -> other player -> tables they shared."""
Apart = Mapping[str, Collection[str]]
"""player -> the players they blocked or were blocked by (kept both ways)."""

APART_COST = 1_000_000

EXACT_LIMIT = 40
EXACT_BUDGET = 50_000
SWAP_PASSES = 4


class _OutOfBudget(Exception):
    pass


class _Done(Exception):
    pass


def pair_cost(met: Met, a: str, b: str) -> int:
    mine = met.get(a)
    return mine.get(b, 0) if mine else 0


def table_cost(met: Met, table: Sequence[str]) -> int:
    """The repeats at a table: each pair who met before, once per table they shared."""
    return sum(pair_cost(met, a, b) for i, a in enumerate(table) for b in table[i + 1 :])


def total_cost(met: Met, tables: Sequence[Sequence[str]]) -> int:
    return sum(table_cost(met, table) for table in tables)


def with_apart(met: Met, apart: Apart) -> Met:
    """`met` with every pair of `apart` (among players of `met` or not) costing APART_COST."""
    if not any(apart.values()):
        return met
    combined: dict[str, dict[str, int]] = {player: dict(others) for player, others in met.items()}
    for player, others in apart.items():
        for other in others:
            if other != player:
                for a, b in ((player, other), (other, player)):
                    mine = combined.setdefault(a, {})
                    mine[b] = mine.get(b, 0) % APART_COST + APART_COST
    return combined


def partition(
    order: Sequence[str],
    sizes: Sequence[int],
    met: Met,
    *,
    budget: int = EXACT_BUDGET,
    apart: Apart | None = None,
) -> list[list[str]]:
    """`order` (best first) split into tables of `sizes` (any order; larger tables are
    placed first), with the fewest repeats this search finds, players `apart` at different
    tables where any pairing allows it; tables best first."""
    if sum(sizes) != len(order):
        raise ValueError("the sizes do not add up to the players")
    if apart:
        met = with_apart(met, apart)
    sizes = sorted(sizes, reverse=True)
    tables = _greedy(order, sizes, met)
    if total_cost(met, tables) == 0:
        return tables
    tables = _improve(tables, met)
    cost = total_cost(met, tables)
    if cost > 0 and len(order) <= EXACT_LIMIT:
        found = _exact(order, sizes, met, budget, cost)
        if found is not None:
            return found
    return tables


def _greedy(order: Sequence[str], sizes: Sequence[int], met: Met) -> list[list[str]]:
    remaining = list(order)
    tables = []
    for size in sizes:
        table = [remaining[0]]
        picked = {0}
        for i in range(1, len(remaining)):
            if len(table) == size:
                break
            if all(pair_cost(met, remaining[i], m) == 0 for m in table):
                table.append(remaining[i])
                picked.add(i)
        if len(table) < size:  # nobody left who is new to them all: the fewest repeats
            rest = [i for i in range(1, len(remaining)) if i not in picked]
            while len(table) < size:
                best = min(
                    rest, key=lambda i: (sum(pair_cost(met, remaining[i], m) for m in table), i)
                )
                rest.remove(best)
                table.append(remaining[best])
                picked.add(best)
        remaining = [p for i, p in enumerate(remaining) if i not in picked]
        tables.append(table)
    return tables


def _conflicts(met: Met, player: str, table: Sequence[str], without: str) -> int:
    return sum(pair_cost(met, player, m) for m in table if m != without and m != player)


def _improve(tables: list[list[str]], met: Met) -> list[list[str]]:
    tables = [list(table) for table in tables]
    count = len(tables)
    for _ in range(SWAP_PASSES):
        changed = False
        for ti in range(count):
            for pi in range(len(tables[ti])):
                here = tables[ti]
                p = here[pi]
                mine = _conflicts(met, p, here, p)
                if mine == 0:
                    continue
                swap = _best_swap(tables, met, ti, p, mine)
                if swap is not None:
                    tj, qi = swap
                    here[pi], tables[tj][qi] = tables[tj][qi], p
                    changed = True
        if not changed:
            break
    return tables


def _best_swap(
    tables: list[list[str]], met: Met, ti: int, p: str, mine: int
) -> tuple[int, int] | None:
    """The first swap of `p` (nearest tables first) that lowers the repeats."""
    count = len(tables)
    here = tables[ti]
    for distance in range(1, count):
        for tj in (ti + distance, ti - distance):
            if not 0 <= tj < count:
                continue
            there = tables[tj]
            for qi, q in enumerate(there):
                before = mine + _conflicts(met, q, there, q)
                after = _conflicts(met, q, here, p) + _conflicts(met, p, there, q)
                if after < before:
                    return tj, qi
    return None


def _exact(
    order: Sequence[str], sizes: Sequence[int], met: Met, budget: int, bound: int
) -> list[list[str]] | None:
    """The pairing with the fewest repeats below `bound` (depth first in standing order,
    branch and bound: a partial pairing with as many repeats as the best is dropped), or
    None. When the budget runs out, the best found so far (or None)."""
    n = len(order)
    left = Counter(sizes)
    used = [False] * n
    tables: list[list[str]] = []
    best: list[list[str]] | None = None
    best_cost = bound
    nodes = 0

    def fill(table: list[str], start: int, need: int, cost: int) -> None:
        nonlocal nodes
        if need == 0:
            next_table(cost)
            return
        for i in range(start, n - need + 1):
            if used[i]:
                continue
            nodes += 1  # every candidate looked at counts, kept or not
            if nodes > budget:
                raise _OutOfBudget
            added = cost + sum(pair_cost(met, order[i], m) for m in table)
            if added >= best_cost:
                continue
            used[i] = True
            table.append(order[i])
            fill(table, i + 1, need - 1, added)
            table.pop()
            used[i] = False

    def next_table(cost: int) -> None:
        nonlocal best, best_cost
        first = next((i for i in range(n) if not used[i]), None)
        if first is None:
            best, best_cost = [list(t) for t in tables], cost
            if cost == 0:
                raise _Done
            return
        for size in sorted((s for s in left if left[s] > 0), reverse=True):
            left[size] -= 1
            used[first] = True
            tables.append([order[first]])
            fill(tables[-1], first + 1, size - 1, cost)
            tables.pop()
            used[first] = False
            left[size] += 1

    with contextlib.suppress(_Done, _OutOfBudget):  # found none better / budget spent
        next_table(0)
    return best
