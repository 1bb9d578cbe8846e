from enum import StrEnum

class IdentityKind(StrEnum):
    JWT = "jwt"
    TAPETE = "tapete"

    def __str__(self) -> str:
        return str(self.value)
