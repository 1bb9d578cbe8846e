from enum import StrEnum

class AddBotLevel(StrEnum):
    EASY = "easy"
    EXPERT = "expert"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
