from enum import StrEnum

class MeKind(StrEnum):
    JWT = "jwt"
    TAPETE = "tapete"

    def __str__(self) -> str:
        return str(self.value)
