from enum import StrEnum


class KnowledgeBonusTakenEventType(StrEnum):
    KNOWLEDGE_BONUS_TAKEN = "knowledge_bonus_taken"

    def __str__(self) -> str:
        return str(self.value)
