from enum import StrEnum

class PlayerSummaryKind(StrEnum):
    JWT = "jwt"
    TAPETE = "tapete"

    def __str__(self) -> str:
        return str(self.value)
