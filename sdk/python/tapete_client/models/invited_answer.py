from enum import StrEnum

class InvitedAnswer(StrEnum):
    ACCEPTED = "accepted"
    DECLINED = "declined"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
