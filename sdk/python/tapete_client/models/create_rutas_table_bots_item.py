from enum import StrEnum

class CreateRutasTableBotsItem(StrEnum):
    EASY = "easy"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
