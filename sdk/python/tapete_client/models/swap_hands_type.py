from enum import StrEnum

class SwapHandsType(StrEnum):
    TRES_SWAP_HANDS = "tres.swap_hands"

    def __str__(self) -> str:
        return str(self.value)
