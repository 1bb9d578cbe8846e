from enum import StrEnum

class CreateKarta3TableBotsItem(StrEnum):
    EASY = "easy"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
