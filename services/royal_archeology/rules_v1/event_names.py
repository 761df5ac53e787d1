"""Event type names: one style for every game, snake_case in the past tense (`relic_exhibited`).

A decision's event is named after what happened, not after the command that asked for it.
Streams written before this rename stored the command's own name (`exhibit`) and the setup
as `game_setup`; `RENAMED_EVENTS` lets the event store read them under the new names while
their hash chain keeps covering the names they were stored under.
"""

from __future__ import annotations

SETUP_EVENT = "game_set_up"

# command type -> the event type its decision is recorded as
EVENT_FOR_COMMAND = {
    "activate": "explorer_activated",
    "assign_expertise": "expertise_assigned",
    "automa_turn": "automa_turn_played",
    "bonus8": "knowledge_bonus_taken",
    "choose_side": "side_chosen",
    "choose_study": "study_card_chosen",
    "decline": "offer_declined",
    "deepen": "relic_deepened",
    "discard_card": "card_discarded",
    "discard_expeditions": "expeditions_discarded",
    "done": "choices_finished",
    "draw_relic": "relic_drawn",
    "end_turn": "turn_ended",
    "exhibit": "relic_exhibited",
    "gain_reputation": "reputation_gained",
    "honor_patron": "patron_honored",
    "keep_card": "card_kept",
    "keep_patron": "patron_kept",
    "keep_relic": "relic_kept",
    "keep_society": "society_card_kept",
    "knowledge": "knowledge_gained",
    "meet_patron": "patron_met",
    "organize": "expedition_organized",
    "place": "explorer_placed",
    "present": "discoveries_presented",
    "publisher": "publisher_tile_taken",
    "raise_expertise": "expertise_raised",
    "reserve": "expedition_reserved",
    "reserve_draw": "reserve_card_drawn",
    "retrieve_disc": "disc_retrieved",
    "sell_relic": "relic_sold",
    "skip_action": "action_skipped",
    "study_relic": "relic_studied",
    "study_university": "university_studied",
    "take_favor": "favor_taken",
    "take_relic": "relic_taken",
}

RENAMED_EVENTS = {"game_setup": SETUP_EVENT, **EVENT_FOR_COMMAND}
