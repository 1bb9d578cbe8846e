from enum import StrEnum

class Karta3OptionsDeck(StrEnum):
    MAGICAL_CREATURES = "magical_creatures"
    SOLAR_SYSTEM = "solar_system"

    def __str__(self) -> str:
        return str(self.value)
