from enum import StrEnum


class KnowledgeCommandType(StrEnum):
    KNOWLEDGE = "knowledge"

    def __str__(self) -> str:
        return str(self.value)
