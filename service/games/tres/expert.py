"""Expert's leaf evaluation for TRES: the game's heuristic, sharpened by the plays that win at
once.

A rollout stops when the bot's seat is due to start its next turn, so the leaf's question is
"who wins from here". The game's heuristic answers it from the board alone (lines a hand's
numbers could fill, whatever the stacking rules say). Expert reads the resampled state it is
given more exactly: whether the seat to act holds a legal play that completes a line now
(it will announce it and win), and whether a -4 would empty the next seat's hand (with two
seats that wins as well). The others' immediate wins are read the same way from their
(resampled) hands. Pure and deterministic: it only reads the state.
"""

from __future__ import annotations

from random import Random

from service.games.tres import board as B
from service.games.tres.actions import Action, MinusFour
from service.games.tres.cards import FACES, MINUS_FOUR, NUMBER, NUMERAL, QUESTION
from service.games.tres.heuristics import heuristic_value
from service.games.tres.legal import LINE_MAKERS, active, legal_actions
from service.games.tres.rules import play
from service.games.tres.state import State

WIN_NOW = 0.9  # the seat to act holds a win: nearly certain (the leaf is not the game's end)
POLICY_WIDTH = 3  # candidates a simulated player compares (as Hard's `rollout_width`)
THREAT = 0.35  # another seat holds a win: the seat must spend its turn blocking it, if it can


def wins_now(state: State, seat: int) -> bool:
    """Whether `seat`, starting a turn on this board, holds a card it may place to complete a
    line (T5 stacking, T6 lines), or a -4 that empties the next seat's hand while two seats
    are left."""
    hand = state.hands[seat]
    numbers = B.values(state)
    for card in hand:
        f = FACES[card]
        if f.kind == NUMBER:
            wanted: tuple[int, ...] = (f.number,)
        elif f.kind == QUESTION:
            wanted = (B.WILD,)
        elif f.kind == NUMERAL:
            wanted = tuple(range(1, 10))
        elif f.kind == MINUS_FOUR:
            if len(hand) >= 2 and len(active(state)) == 2:
                other = next(s for s in active(state) if s != seat)
                if len(state.hands[other]) <= 4:
                    return True
            continue
        else:
            continue
        for cell in range(9):
            for number in wanted:
                if not B.completes_with(numbers, cell, number):
                    continue
                if B.can_place(state, card, cell, number if f.kind == NUMERAL else 0):
                    return True
    return False


def expert_leaf(state: State, seat: int) -> float:
    """The heuristic, overridden by an immediate win of the seat to act (for it, or against the
    others), and lowered by each other seat's immediate win when `seat` is to act first."""
    if state.reason is not None:
        return 1.0 if state.winner == seat else -1.0
    if seat in state.eliminated:
        return -1.0
    base = heuristic_value(state, seat)
    if state.pending is not None:  # inside a turn: only the heuristic's broad view
        return base
    if wins_now(state, state.turn):
        return WIN_NOW if state.turn == seat else -WIN_NOW
    threats = sum(1 for s in active(state) if s != seat and wins_now(state, s))
    if state.turn == seat:
        # one threat can often be blocked (a card on the gap, a reset): two rarely can
        score = base - THREAT * min(threats, 2)
    else:
        score = base + 0.15 * wins_now(state, seat)
    return max(-0.99, min(0.99, score))


def expert_policy(state: State, seat: int, rng: Random, epsilon: float) -> Action:
    """Expert's simulated players: an announced line if they hold one (a -4 that wins too);
    else, mostly, the best of a few random candidates by `expert_leaf` one move ahead (so a
    play that hands the next seat a line is seen as the loss it is); sometimes a random one."""
    actions = legal_actions(state, seat)
    if len(actions) == 1:
        return actions[0]
    for action in actions:
        if isinstance(action, LINE_MAKERS) and action.announce:
            return action  # listed announced only when it completes a line: a win
    if state.pending is None and wins_now(state, seat):
        minus = [a for a in actions if isinstance(a, MinusFour)]
        if minus:
            return minus[0]
    if rng.random() < epsilon:
        return actions[rng.randrange(len(actions))]
    sample = rng.sample(actions, min(POLICY_WIDTH, len(actions)))
    best, best_value = sample[0], -2.0
    for action in sample:
        after, _ = play(state, seat, action, rng)
        score = expert_leaf(after, seat)
        if score > best_value:
            best, best_value = action, score
    return best
