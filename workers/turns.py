"""What a worker's RQ jobs and its timer pump both run: the table service, built the same way
for each event loop (a Redis asyncio client belongs to the loop that first used it), and a
bot's move, decided in this process and saved through the service like a seat's act."""

from __future__ import annotations

from service.bots import choose_action
from service.core.settings import Settings
from service.storage.queue import JobQueue
from service.storage.redis_client import game_state_client
from service.tables.bot_turns import BotTurn
from service.tables.service import TableService
from service.tables.table_store import TableStore


def build_table_service(settings: Settings, jobs: JobQueue) -> TableService:
    """The table service on clients of its own, scheduling through `jobs`."""
    return TableService.build(
        TableStore(game_state_client(settings), settings.compact_log),
        settings,
        jobs.after_change,
        jobs.add_deliveries,
    )


async def play_bot(service: TableService, code: str, version: int) -> bool:
    """The bot due at `version` decides and moves; a stale turn (the table moved on) does
    nothing."""
    turn = await service.bot_to_move(code, version)
    if turn is None:
        return False
    return await play_turn(service, code, version, turn)


async def play_turn(service: TableService, code: str, version: int, turn: BotTurn) -> bool:
    """`turn`'s bot decides here, from its seat's information set, within its level's budget,
    then submits its move at `version` (False if the table moved on meanwhile)."""
    settings = service.settings
    budget_ms = settings.bot_expert_budget_ms if turn.level == "expert" else settings.bot_budget_ms
    action = choose_action(
        turn.game, turn.state, turn.seat, turn.level, turn.rng, budget_s=budget_ms / 1000
    )
    return await service.seat_act(code, version, turn.seat, action, turn.loaded)
