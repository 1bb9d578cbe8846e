from enum import StrEnum

class TwistLineType(StrEnum):
    TRES_TWIST_LINE = "tres.twist_line"

    def __str__(self) -> str:
        return str(self.value)
