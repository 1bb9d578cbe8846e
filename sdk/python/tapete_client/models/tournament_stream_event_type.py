from enum import StrEnum

class TournamentStreamEventType(StrEnum):
    CANCELLED = "cancelled"
    CHECKED_IN = "checked_in"
    FINISHED = "finished"
    REGISTERED = "registered"
    RESET = "reset"
    ROUND_STARTED = "round_started"
    STANDINGS = "standings"
    STARTED = "started"
    TABLES_STARTED = "tables_started"
    TABLE_FINISHED = "table_finished"
    WITHDREW = "withdrew"

    def __str__(self) -> str:
        return str(self.value)
