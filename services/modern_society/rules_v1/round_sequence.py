"""F - Round Sequence, declared: which decisions exist in which phase, which events change the state, and the
automatic steps between decisions (reveal, value adjustments, scoring, round and season end).

`advance` runs the automatic steps on a scratch state until some seat owes a decision or the game is over;
`decide` appends what it emits, so every random outcome (deals, draws) is written into events.
"""

from __future__ import annotations

from . import preparation, step1_2_play
from . import step4_special_features as step4
from . import step7_buying_laws as step7
from . import step8_exchange as step8
from . import step9_10_round_and_season as step9
from .state import ev, pending, turn_order
from .step3_value_adjustments import adjustment_events, apply_value_moved
from .step5_second_card import second_wave_seats
from .step6_scoring import apply_round_scored, scoring_event

# phase -> (legal(state, seat), handle(state, seat, cmd, rng), rule cited on refusal)
DECISIONS = {
    "play": (step1_2_play.legal, step1_2_play.handle, step1_2_play.RULE_PLAY),
    "features": (step4.legal, step4.handle, step4.RULE),
    "change": (step4.change_legal, step4.change_handle, step4.RULE_CHANGE),
    "convert": (step7.convert_legal, step7.convert_handle, step7.RULE_CONVERT),
    "buy": (step7.buy_legal, step7.buy_handle, step7.RULE_BUY),
    "exchange": (step8.legal, step8.handle, step8.RULE),
    "keep": (step8.keep_legal, step8.keep_handle, step8.RULE),
}


def _set_phase(phase):
    def apply(state, d):
        state["phase"] = phase
        return state
    return apply


APPLY = {
    "game_started": preparation.apply_game_started,
    "cards_dealt": preparation.apply_cards_dealt,
    "round_started": step9.apply_round_started,
    "play_started": step1_2_play.apply_play_started,
    "card_played": step1_2_play.apply_card_played,
    "second_card_declined": step1_2_play.apply_second_card_declined,
    "cards_revealed": step1_2_play.apply_cards_revealed,
    "value_moved": apply_value_moved,
    "features_started": step4.apply_features_started,
    "feature_declined": step4.apply_feature_declined,
    "feature_skipped": step4.apply_feature_declined,
    "feature_cards_drawn": step4.apply_feature_cards_drawn,
    "card_stolen": step4.apply_card_stolen,
    "cards_discarded": step4.apply_cards_discarded,
    "cards_taken_for_change": step4.apply_cards_taken_for_change,
    "card_returned": step4.apply_card_returned,
    "round_scored": apply_round_scored,
    "conversions_started": step7.apply_conversions_started,
    "influence_converted": step7.apply_influence_converted,
    "conversion_declined": step7.apply_pop,
    "conversion_skipped": step7.apply_pop,
    "buying_started": step7.apply_buying_started,
    "law_passed": step7.apply_law_passed,
    "law_declined": step7.apply_pop,
    "buying_skipped": step7.apply_pop,
    "exchanging_started": step8.apply_exchanging_started,
    "exchange_declined": step7.apply_pop,
    "card_exchanged": step8.apply_card_exchanged,
    "exchange_cards_drawn": step8.apply_exchange_cards_drawn,
    "exchange_card_kept": step8.apply_exchange_card_kept,
    "deck_reshuffled": step9.apply_deck_reshuffled,
    "season_ended": step9.apply_season_ended,
    "round_ended": _set_phase("round_end"),
    "game_ended": step9.apply_game_ended,
}


def evolve(state, event):
    return APPLY[event["type"]](state, event["data"])


def _head_must_skip(state) -> bool:
    """A seat at the head of a turn-order queue with nothing but "pass" open is skipped automatically."""
    phase = state["phase"]
    if phase not in ("features", "convert", "buy"):
        return False
    seat = state["queue"][0]
    return not DECISIONS[phase][0](state, seat)


SKIP_EVENT = {"features": "feature_skipped", "convert": "conversion_skipped", "buy": "buying_skipped"}


def _next_events(state, rng) -> list[dict]:
    """The automatic step that follows the current (decision-free) state."""
    phase = state["phase"]
    if phase in SKIP_EVENT and state["queue"]:
        return [ev(SKIP_EVENT[phase], seat=state["queue"][0])]
    if phase == "round_start":
        # Step 1: every seat with a card plays one.
        return [ev("play_started", wave=1, seats=[s for s in range(state["n"]) if state["hands"][s]])]
    if phase == "play":  # nobody waiting any more: step 2, the reveal, then step 3
        cards = [c for c in state["face_down"] if c is not None]
        return [step1_2_play.reveal_event(state)] + adjustment_events(state, cards)
    if phase == "revealed":
        if state["wave"] == 1:  # step 4 for the first cards
            return [ev("features_started", wave=1, queue=step4.queue(state))]
        # Step 5 "repeat steps 1. to 3." for the second cards - not step 4 (RULES_NOTES): on to step 6.
        return [scoring_event(state)]
    if phase == "features":  # step 4 done
        seats = second_wave_seats(state)  # step 5
        if seats:
            return [ev("play_started", wave=2, seats=seats)]
        return [scoring_event(state)]  # step 6
    if phase == "scored":
        return _law_step(state, 0, conversions=True)
    if phase == "convert":  # queue done: 7.1.2 for the same value
        return _law_step(state, state["value"], conversions=False)
    if phase == "buy":  # queue done: 7.1.3 the next value, then step 8
        return _law_step(state, state["value"] + 1, conversions=True)
    if phase == "exchange":  # step 8 done: step 9
        return [ev("round_ended", round=state["round"])]
    if phase == "round_end":
        return step9.end_of_round_events(state, rng)
    raise AssertionError(f"no automatic step from phase {phase!r}")


def _law_step(state, value, conversions):
    """Step 7 for `value` onwards: the first conversion or buying turn anyone can take, else step 8."""
    while value < 4:
        if conversions:
            queue = step7.convert_queue(state, value)
            if queue:
                return [ev("conversions_started", value=value, queue=queue)]
        queue = step7.buy_queue(state, value)
        if queue:
            return [ev("buying_started", value=value, queue=queue)]
        value += 1
        conversions = True
    return [ev("exchanging_started", queue=step8.queue(state))]


def advance(state, rng, evolve_fn=evolve) -> list[dict]:
    out = []
    while not state["over"]:
        if pending(state) and not _head_must_skip(state):
            break
        for event in _next_events(state, rng):
            out.append(event)
            evolve_fn(state, event)
            if state["over"]:
                break
    return out


__all__ = ["APPLY", "DECISIONS", "advance", "evolve", "turn_order"]
