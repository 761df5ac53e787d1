from enum import StrEnum


class WebhookPatchEventsItem(StrEnum):
    ANALYSIS_FINISHED = "analysis_finished"
    GAME_FINISHED = "game_finished"
    GAME_HAPPENING = "game_happening"
    GAME_STARTED = "game_started"
    SEAT_REPLACED = "seat_replaced"
    SEAT_TIMED_OUT = "seat_timed_out"
    SEEK_MATCHED = "seek_matched"
    TOURNAMENT_CLOCK_RAN_OUT = "tournament_clock_ran_out"
    TOURNAMENT_FINISHED = "tournament_finished"
    TOURNAMENT_ROUND_STARTED = "tournament_round_started"
    TOURNAMENT_TABLE_CREATED = "tournament_table_created"
    TOURNAMENT_TABLE_FINISHED = "tournament_table_finished"
    TOURNAMENT_TABLE_STARTED = "tournament_table_started"
    TURN_STARTED = "turn_started"

    def __str__(self) -> str:
        return str(self.value)
