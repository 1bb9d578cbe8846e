from enum import StrEnum

class DissolveType(StrEnum):
    RUTAS_DISSOLVE = "rutas.dissolve"

    def __str__(self) -> str:
        return str(self.value)
