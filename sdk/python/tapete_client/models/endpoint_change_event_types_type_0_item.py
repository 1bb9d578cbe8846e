from enum import StrEnum

class EndpointChangeEventTypesType0Item(StrEnum):
    PLAYER_NOTIFIED = "player.notified"
    TABLE_CANCELLED = "table.cancelled"
    TABLE_FINISHED = "table.finished"
    TABLE_STARTED = "table.started"
    TOURNAMENT_CANCELLED = "tournament.cancelled"
    TOURNAMENT_FINISHED = "tournament.finished"
    TOURNAMENT_REGISTERED = "tournament.registered"
    TOURNAMENT_ROUND_STARTED = "tournament.round_started"
    TOURNAMENT_STANDINGS = "tournament.standings"
    TOURNAMENT_TABLES_STARTED = "tournament.tables_started"
    TOURNAMENT_TABLE_FINISHED = "tournament.table_finished"
    WEBHOOK_ENDPOINT_DISABLED = "webhook.endpoint_disabled"
    WEBHOOK_TEST = "webhook.test"

    def __str__(self) -> str:
        return str(self.value)
