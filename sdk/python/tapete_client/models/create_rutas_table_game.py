from enum import StrEnum

class CreateRutasTableGame(StrEnum):
    RUTAS = "rutas"

    def __str__(self) -> str:
        return str(self.value)
