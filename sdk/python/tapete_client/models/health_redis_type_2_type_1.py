from enum import StrEnum

class HealthRedisType2Type1(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
