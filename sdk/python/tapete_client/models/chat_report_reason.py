from enum import StrEnum

class ChatReportReason(StrEnum):
    ABUSE = "abuse"
    CHEATING = "cheating"
    OTHER = "other"
    SPAM = "spam"

    def __str__(self) -> str:
        return str(self.value)
