from enum import StrEnum

class TwistStackType(StrEnum):
    TRES_TWIST_STACK = "tres.twist_stack"

    def __str__(self) -> str:
        return str(self.value)
