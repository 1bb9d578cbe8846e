from enum import StrEnum

class ListTournamentsStatusType3Type1(StrEnum):
    FINISHED = "finished"
    RUNNING = "running"
    UPCOMING = "upcoming"

    def __str__(self) -> str:
        return str(self.value)
