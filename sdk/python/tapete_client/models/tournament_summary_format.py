from enum import StrEnum

class TournamentSummaryFormat(StrEnum):
    ARENA = "arena"
    KNOCKOUT = "knockout"
    SWISS = "swiss"

    def __str__(self) -> str:
        return str(self.value)
