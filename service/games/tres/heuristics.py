"""A cheap static evaluation for search bots: higher is better for `seat`, in [-1, 1]."""

from __future__ import annotations

from service.games.tres import board as B
from service.games.tres.cards import FACES, NUMBER, NUMERAL, QUESTION
from service.games.tres.state import LINES, State


def heuristic_value(state: State, seat: int) -> float:
    """1 won, -1 lost (general defeat included); otherwise the seat's winning chances: lines it
    can complete from its hand, minus lines any opponent could complete on an empty cell, and a
    penalty for a hand close to empty (elimination). Reads the state it is given: bots pass it
    resampled states only."""
    if state.reason is not None:
        return 1.0 if state.winner == seat else -1.0
    if seat in state.eliminated:
        return -1.0
    values = [B.value(state, cell) for cell in range(9)]
    hand = state.hands[seat]
    numbers = {FACES[c].number for c in hand if FACES[c].kind == NUMBER}
    any_number = any(FACES[c].kind in (NUMERAL, QUESTION) for c in hand)
    mine = threats = 0
    for line in LINES:
        for gap in line:
            a, b = (values[c] for c in line if c != gap)
            if not a or not b or (a != b and B.WILD not in (a, b)) or B.sealed(state, gap):
                continue
            needed = b if a == B.WILD else a
            if values[gap] == needed or values[gap] == B.WILD:
                continue
            if any_number or needed == B.WILD or needed in numbers:
                mine += 1
            if not state.board[gap]:
                threats += 1
    opponents = len(state.hands) - len(state.eliminated) - 1
    score = 0.5 * min(mine, 2) / 2
    score -= 0.3 * min(threats, 3) / 3 * opponents / (opponents + 1)
    score += 0.1 * min(len(hand), 7) / 7
    if len(hand) <= 2:
        score -= 0.2
    return max(-0.99, min(0.99, score))
