from enum import StrEnum

class PlayCardType(StrEnum):
    KARTA3_PLAY = "karta3.play"

    def __str__(self) -> str:
        return str(self.value)
