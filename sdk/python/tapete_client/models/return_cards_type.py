from enum import StrEnum

class ReturnCardsType(StrEnum):
    TRES_RETURN_CARDS = "tres.return_cards"

    def __str__(self) -> str:
        return str(self.value)
