"""What KARTA3's Expert does that Hard does not: longer rollouts, and the two-seat final rounds
solved exactly.

Once the closing card is revealed in a two-seat game nothing is drawn any more and the
attribute stays fixed, so a resampled state of the final rounds is a small perfect-information
game (at most three cards each). Expert's simulated players play it perfectly and its leaf
evaluation reads its exact result; elsewhere they fall back to Hard's policy and heuristic.
Both run on resampled states only (ruling C4): the other hand read here is a guess.
"""

from __future__ import annotations

from functools import lru_cache
from random import Random

from service.games.base import BotTuning
from service.games.karta3.actions import PlayCard
from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.policy import greedy
from service.games.karta3.rules import is_opening, rank, scores
from service.games.karta3.state import Direction, State

DIRECTIONS: tuple[Direction, Direction] = ("high", "low")

# Hard's knobs, but each rollout plays two more of the bot's own turns before the leaf is
# valued: with its extra time Expert can afford the longer look, and it reaches the exactly
# solved final rounds sooner. (Rollouts to the end of the game measured worse: their won/lost
# results are too noisy for the iterations a budget allows.)
EXPERT_TUNING = BotTuning(hard_depth=30, hard_own_turns=2)


def solvable(state: State) -> bool:
    """A two-seat final round with nothing private pending: nothing random or hidden is left
    in the (resampled) state."""
    return (
        state.seats == 2
        and state.phase == "final"
        and state.turn is not None
        and state.pending_card is None
        and state.pending_direction is None
    )


def beats(mine: int, other: int, direction: Direction) -> bool:
    return mine > other if direction == "high" else mine < other


# Bounded: the positions met grow with every game a worker's bots play, and a cache of
# hundreds of thousands of entries made each full garbage collection a pause of tens of
# milliseconds, past the decision budget's 20 ms margin (bots of any level, any game).
@lru_cache(maxsize=1 << 14)
def opener_margin(opener: tuple[int, ...], follower: tuple[int, ...]) -> int:
    """Rounds the opener wins minus rounds it loses from here, both seats playing perfectly
    (hands as sorted ranks in the fixed attribute; the loser of a round opens the next)."""
    if not opener:
        return 0
    return max(
        follower_reply(opener, follower, card, direction)[1]
        for card in opener
        for direction in DIRECTIONS
    )


def follower_reply(
    opener: tuple[int, ...], follower: tuple[int, ...], card: int, direction: Direction
) -> tuple[int, int]:
    """The follower's best card against the opener's `card` and call, and the opener's margin
    from this round on after it."""
    rest = tuple(c for c in opener if c != card)
    best_card, best = follower[0], 99
    for reply in follower:
        left = tuple(c for c in follower if c != reply)
        if beats(card, reply, direction):
            margin = 1 - opener_margin(left, rest)  # the follower lost: it opens next
        else:
            margin = -1 + opener_margin(rest, left)
        if margin < best:
            best_card, best = reply, margin
    return best_card, best


def ranks(state: State, seat: int) -> tuple[int, ...]:
    return tuple(sorted(rank(state, card) for card in state.hands[seat]))


def final_margin(state: State, seat: int) -> int:
    """The seat's final points minus the other's under perfect play (a `solvable` state)."""
    assert state.turn is not None
    other = 1 - seat
    points = scores(state)
    lead = points[seat] - points[other]
    if state.trick:  # the opener has played: the follower (to act) answers
        (play,) = state.trick
        assert state.direction is not None
        follower = state.turn
        _, margin = follower_reply(
            (rank(state, play.card), *ranks(state, play.seat)),
            ranks(state, follower),
            rank(state, play.card),
            state.direction,
        )
        opener = play.seat
    else:
        opener = state.turn
        margin = opener_margin(ranks(state, opener), ranks(state, 1 - opener))
    return lead + 2 * (margin if opener == seat else -margin)


def expert_leaf(state: State, seat: int) -> float:
    """The exact result (1 win, 0 shared, -1 loss) of a solvable final round, else Hard's
    heuristic."""
    if not solvable(state):
        return heuristic_value(state, seat)
    margin = final_margin(state, seat)
    return 1.0 if margin > 0 else -1.0 if margin < 0 else 0.0


def expert_policy(state: State, seat: int, rng: Random, epsilon: float) -> PlayCard:
    """Perfect play in a solvable final round, else Hard's greedy policy."""
    if not solvable(state):
        return greedy(state, seat, rng, epsilon)
    by_rank = {rank(state, card): card for card in state.hands[seat]}
    mine = tuple(sorted(by_rank))
    other = ranks(state, 1 - seat)
    if is_opening(state, seat):
        _, card, direction = max(
            (follower_reply(mine, other, c, d)[1], c, d) for c in mine for d in DIRECTIONS
        )
        return PlayCard(card=by_rank[card], direction=direction)
    (play,) = state.trick
    assert state.direction is not None
    lead = rank(state, play.card)
    reply, _ = follower_reply((lead, *other), mine, lead, state.direction)
    return PlayCard(card=by_rank[reply])
