from enum import StrEnum


class KnowledgeEventType(StrEnum):
    KNOWLEDGE = "knowledge"

    def __str__(self) -> str:
        return str(self.value)
