from enum import StrEnum

class CreateKarta3TableGame(StrEnum):
    KARTA3 = "karta3"

    def __str__(self) -> str:
        return str(self.value)
