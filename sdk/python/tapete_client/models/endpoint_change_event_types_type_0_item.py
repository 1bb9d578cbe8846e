from enum import StrEnum

class EndpointChangeEventTypesType0Item(StrEnum):
    TABLE_CANCELLED = "table.cancelled"
    TABLE_FINISHED = "table.finished"
    TABLE_STARTED = "table.started"
    WEBHOOK_ENDPOINT_DISABLED = "webhook.endpoint_disabled"
    WEBHOOK_TEST = "webhook.test"

    def __str__(self) -> str:
        return str(self.value)
