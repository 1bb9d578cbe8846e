from enum import StrEnum

class EarthquakeType(StrEnum):
    TRES_EARTHQUAKE = "tres.earthquake"

    def __str__(self) -> str:
        return str(self.value)
