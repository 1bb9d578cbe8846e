from enum import StrEnum

class RecordSeatBotLevelType1(StrEnum):
    EASY = "easy"
    EXPERT = "expert"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
