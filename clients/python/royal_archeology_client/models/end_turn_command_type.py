from enum import StrEnum


class EndTurnCommandType(StrEnum):
    END_TURN = "end_turn"

    def __str__(self) -> str:
        return str(self.value)
