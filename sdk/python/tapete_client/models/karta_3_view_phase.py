from enum import StrEnum

class Karta3ViewPhase(StrEnum):
    FINAL = "final"
    FINISHED = "finished"
    ORDINARY = "ordinary"
    TIEBREAK = "tiebreak"

    def __str__(self) -> str:
        return str(self.value)
