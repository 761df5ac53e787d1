from enum import StrEnum


class WebhookInEventsItem(StrEnum):
    ANALYSIS_FINISHED = "analysis_finished"
    GAME_FINISHED = "game_finished"
    GAME_STARTED = "game_started"
    SEAT_REPLACED = "seat_replaced"
    SEAT_TIMED_OUT = "seat_timed_out"
    SEEK_MATCHED = "seek_matched"
    TOURNAMENT_FINISHED = "tournament_finished"
    TOURNAMENT_ROUND_STARTED = "tournament_round_started"
    TURN_STARTED = "turn_started"

    def __str__(self) -> str:
        return str(self.value)
