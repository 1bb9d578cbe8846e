from enum import StrEnum

class HealthRedisType1(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
