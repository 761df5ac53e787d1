from enum import StrEnum


class ValueMovedEventType(StrEnum):
    VALUE_MOVED = "value_moved"

    def __str__(self) -> str:
        return str(self.value)
