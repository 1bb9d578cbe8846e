from enum import StrEnum

class NotificationKind(StrEnum):
    INVITED = "invited"
    RATING_CHANGED = "rating_changed"
    TABLE_FINISHED = "table_finished"
    TABLE_STARTED = "table_started"
    TOURNAMENT_ROUND = "tournament_round"
    YOUR_TURN = "your_turn"

    def __str__(self) -> str:
        return str(self.value)
