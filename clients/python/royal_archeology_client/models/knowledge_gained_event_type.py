from enum import StrEnum


class KnowledgeGainedEventType(StrEnum):
    KNOWLEDGE_GAINED = "knowledge_gained"

    def __str__(self) -> str:
        return str(self.value)
