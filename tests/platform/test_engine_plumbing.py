"""The plumbing engines share: the legality check, the setup validation, the policy table, the spectator
view derived from the seat view, and the service's canonical player entry."""

from __future__ import annotations

import dataclasses
import random

import pytest

from shared.domain.contract import ANY, INTEGER, STRING, array_of, nullable, obj, spectator_view
from shared.domain.declared import DeclaredEngine
from shared.domain.engine import IllegalMove, random_legal_command
from shared.domain.errors import InvalidSetup
from shared.domain.legality import Wording, explain, find_legal, require_legal
from shared.domain.policies import choose
from shared.domain.registry import load_engine
from shared.domain.setup import Option, Refusal, SeatKind, SetupRules, seat_player, validate_setup

LEGAL = [
    {"type": "place", "space": "library", "pawn": "scholar"},
    {"type": "place", "space": "salon", "pawn": "secretary"},
    {"type": "take", "cards": [1, 2], "use": True},
    {"type": "pass"},
]
EACH = Wording(blame="each", sorted_fields=True, combination="no such {type}", combination_field="first")


def refusal(error: IllegalMove) -> tuple[str, str, str | None]:
    return error.message, error.rule, error.field


# -- legality ----------------------------------------------------------------------------------------


def test_a_legal_command_is_accepted_and_the_legal_one_returned():
    command = {"type": "take", "cards": [1, 2], "use": True}
    assert require_legal(LEGAL, command, "rule") is LEGAL[2]
    assert require_legal(LEGAL, {"use": True, "cards": [1, 2], "type": "take"}, "rule") is LEGAL[2]  # any order
    assert find_legal(LEGAL, {"type": "pass"}) is LEGAL[3]


@pytest.mark.parametrize("command", [
    {"type": "take", "cards": [1, 2], "use": 1},  # True == 1, but 1 is not a boolean
    {"type": "take", "cards": [1, True], "use": True},  # nor inside a list
    {"type": "take", "cards": [1.0, 2], "use": True},
    {"type": "take", "cards": (1, 2), "use": True},
])
def test_equal_is_not_enough_the_types_must_match(command):
    assert find_legal(LEGAL, command) is None
    with pytest.raises(IllegalMove):
        require_legal(LEGAL, command, "rule")


@pytest.mark.parametrize("command, expected", [
    ("place", ("a command must be an object", "Phase 2", None)),
    ({"type": "fly"}, ("command type 'fly' is not possible now (expected ['pass', 'place', 'take'])", "Phase 2", "type")),
    ({"space": "library"}, ("command type None is not possible now (expected ['pass', 'place', 'take'])", "Phase 2", "type")),
    ({"type": "place", "space": "library", "pawn": "scholar", "x": 1}, ("unexpected field 'x'", "Phase 2", "x")),
    ({"type": "place", "pawn": "scholar"}, ("missing field 'space'", "Phase 2", "space")),
    ({"type": "place", "space": "attic", "pawn": "scholar"}, ("space='attic' is not allowed now", "Phase 2", "space")),
    # narrowing: library is allowed, but not with a secretary
    ({"type": "place", "space": "library", "pawn": "secretary"}, ("pawn='secretary' is not allowed now", "Phase 2", "pawn")),
])
def test_the_default_explanation(command, expected):
    assert refusal(explain(LEGAL, command, "Phase 2")) == expected
    with pytest.raises(IllegalMove) as err:
        require_legal(LEGAL, command, "Phase 2")
    assert refusal(err.value) == expected and err.value.code == "illegal_move"


@pytest.mark.parametrize("command, expected", [
    # fields in alphabetical order, the missing and the unexpected together
    ({"type": "place", "space": "library", "zz": 1}, ("missing field 'pawn'", "r", "pawn")),
    ({"type": "place", "pawn": "scholar", "space": "library", "aa": 1}, ("unexpected field 'aa'", "r", "aa")),
    # each field judged on its own: every value fits some legal command, the combination none
    ({"type": "place", "space": "library", "pawn": "secretary"}, ("no such place", "r", "pawn")),
    ({"type": "place", "space": "attic", "pawn": "nobody"}, ("pawn='nobody' is not allowed now", "r", "pawn")),
])
def test_a_declared_wording(command, expected):
    assert refusal(explain(LEGAL, command, "r", EACH)) == expected


def test_the_combination_names_type_when_asked():
    wording = Wording(blame="each", combination="type={type!r} is not allowed now", combination_field="type")
    command = {"type": "place", "space": "library", "pawn": "secretary"}
    assert refusal(explain(LEGAL, command, "r", wording)) == ("type='place' is not allowed now", "r", "type")


# -- setup -------------------------------------------------------------------------------------------

RULES = SetupRules(
    players=(2, 3),
    kinds={"human": SeatKind(policies=(None,), refusal=Refusal("a human has no policy")),
           "bot": SeatKind(policies=("random", "clever"), default="random",
                           refusal=Refusal("player {i}: no policy {policy!r}", rule="Bots"))},
    rule="Setup",
    count=Refusal("{min} to {max} players", rule="Players", code="bad_player_count"),
    player_not_object=Refusal("player {i} is not an object"),
    name_refusal=Refusal("player {i} needs a name"),
    kind_refusal=Refusal("kind {kind!r} is not one of {kinds}"),
    fields=("name", "kind", "policy"),
    options={"fast": Option(bool, rule="Variants"), "map": None},
    options_not_object=Refusal("options must be an object"),
    unknown_option=Refusal("no option {option!r}", code="unknown_option"),
)


def bots(n):
    return [{"name": f"b{i}", "kind": "bot"} for i in range(n)]


def setup_refusal(players, options):
    with pytest.raises(IllegalMove) as err:
        validate_setup(RULES, players, options)
    return err.value.message, err.value.rule, err.value.field, err.value.code


@pytest.mark.parametrize("players, options", [
    (bots(2), {}), (bots(3), None), (bots(2), {"fast": True, "map": "anything"}),
    ([{"name": "h", "kind": "human"}, {"name": "b", "kind": "bot", "policy": "clever"}], {}),
])
def test_setup_accepts(players, options):
    validate_setup(RULES, players, options)


@pytest.mark.parametrize("players, options, expected", [
    (bots(1), {}, ("2 to 3 players", "Players", "players", "bad_player_count")),
    (bots(4), {}, ("2 to 3 players", "Players", "players", "bad_player_count")),
    ("x", {}, ("2 to 3 players", "Players", "players", "bad_player_count")),
    ([None, {}], {}, ("player 0 is not an object", "Setup", "players[0]", "illegal_move")),
    ([{"name": "a", "kind": "bot"}, {"name": "", "kind": "bot"}], {}, ("player 1 needs a name", "Setup", "players[1].name", "illegal_move")),
    ([{"name": "a", "kind": "alien"}, {"name": "b", "kind": "bot"}], {},
     ("kind 'alien' is not one of ('human', 'bot')", "Setup", "players[0].kind", "illegal_move")),
    ([{"name": "a", "kind": "bot", "policy": None}, {"name": "b", "kind": "bot"}], {},
     ("player 0: no policy None", "Bots", "players[0].policy", "illegal_move")),
    ([{"name": "a", "kind": "human", "policy": "random"}, {"name": "b", "kind": "bot"}], {},
     ("a human has no policy", "Setup", "players[0].policy", "illegal_move")),
    ([{"name": "a", "kind": "bot", "zz": 1, "colour": 2}, {"name": "b", "kind": "bot"}], {},
     ("unknown player field 'colour'", "Setup", "players[0].colour", "illegal_move")),
    (bots(2), ["fast"], ("options must be an object", "Setup", "options", "illegal_move")),
    (bots(2), {"fast": "yes", "speed": 1}, ("no option 'speed'", "Setup", "options.speed", "unknown_option")),
    (bots(2), {"fast": "yes"}, ("fast must be a boolean", "Variants", "options.fast", "illegal_move")),
    (bots(1), {"speed": 1}, ("no option 'speed'", "Setup", "options.speed", "unknown_option")),  # options first
])
def test_setup_refuses_with_the_declared_wording(players, options, expected):
    assert setup_refusal(players, options) == expected


def test_setup_can_check_the_players_first_and_name_one_field():
    rules = dataclasses.replace(RULES, options_first=False, player_field="players", option_field="options")
    with pytest.raises(IllegalMove) as err:
        validate_setup(rules, bots(1), {"speed": 1})
    assert err.value.field == "players"
    with pytest.raises(IllegalMove) as err:
        validate_setup(rules, [{"name": "a", "kind": "alien"}] * 2, {})
    assert err.value.field == "players"
    with pytest.raises(IllegalMove) as err:
        validate_setup(rules, bots(2), {"speed": 1})
    assert err.value.field == "options"


@pytest.mark.parametrize("game", ["academic_society", "royal_archeology", "modern_society"])
def test_every_engine_declares_its_seat_kinds_and_policies(game):
    engine = load_engine(game)
    assert isinstance(engine, DeclaredEngine)
    assert engine.seat_kinds == tuple(engine.setup_rules.kinds)
    assert engine.bot_policies == tuple(engine.policies)
    assert engine.bot_policies[0] == "random"  # the policy tournaments fill seats with


# -- the policy table --------------------------------------------------------------------------------


def stubborn(engine, state, seat, rng):
    return {"type": "heads"}


class Coin(DeclaredEngine):
    """A one-decision engine: just enough for the policy table."""

    policies = {"random": random_legal_command, "stubborn": stubborn}

    def legal(self, state, seat):
        return [{"type": "heads"}, {"type": "tails"}]


def test_the_platform_dispatches_on_the_declared_table():
    coin = Coin()
    assert coin.bot_policies == ("random", "stubborn")
    assert coin.bot_command({}, 0, "stubborn", random.Random(0)) == {"type": "heads"}
    seen = {coin.bot_command({}, 0, "random", random.Random(seed))["type"] for seed in range(20)}
    assert seen == {"heads", "tails"}
    assert choose(coin.policies, coin, {}, 0, "stubborn", random.Random(0)) == {"type": "heads"}


@pytest.mark.parametrize("policy", ["genius", None, ["random"], "automa"])
def test_an_unknown_policy_is_refused(policy):
    with pytest.raises(IllegalMove) as err:
        Coin().bot_command({}, 0, policy, random.Random(0))
    assert err.value.field == "policy"


# -- spectator views ---------------------------------------------------------------------------------

SEAT_VIEW = obj({
    "you": INTEGER,
    "hand": array_of(STRING),
    "players": array_of(obj({"seat": INTEGER}, {"secret": STRING, "count": INTEGER})),
    "prompt": nullable(obj({"k": STRING, "cards": array_of(INTEGER)}, {"tiles": array_of(STRING)})),
}, {"drawn": array_of(STRING)})


def test_the_spectator_view_is_the_seat_view_without_the_seat_private_fields():
    view = spectator_view(SEAT_VIEW, viewer="you", private=("hand", "drawn", "players[].secret", "prompt.tiles"),
                          narrowed={"prompt.cards": INTEGER})
    assert view == obj({
        "you": ANY,
        "players": array_of(obj({"seat": INTEGER}, {"count": INTEGER})),
        "prompt": nullable(obj({"k": STRING, "cards": INTEGER})),
    })
    assert list(view["properties"]) == ["you", "players", "prompt"]
    assert SEAT_VIEW["properties"]["you"] == INTEGER and "hand" in SEAT_VIEW["required"]  # the seat view is kept


def test_a_required_list_emptied_is_dropped_like_obj_does():
    view = spectator_view(obj({"hand": STRING}, {"you": INTEGER}), viewer="you", private=("hand",))
    assert view == {"type": "object", "properties": {"you": ANY}} == obj({}, {"you": ANY})


@pytest.mark.parametrize("path", ["nope", "players[].nope", "prompt.nope.deeper"])
def test_a_field_the_seat_view_lacks_is_an_error(path):
    with pytest.raises(KeyError):
        spectator_view(SEAT_VIEW, viewer="you", private=(path,))


# -- the service's canonical player entry ------------------------------------------------------------


def test_seat_player_canonical_entries():
    engine = load_engine("royal_archeology")
    assert seat_player(engine, 0, {"name": "a", "kind": "human"}) == {"name": "a", "kind": "human", "policy": None}
    assert seat_player(engine, 1, {"name": "b", "kind": "bot"}) == {"name": "b", "kind": "bot", "policy": "random"}
    assert seat_player(engine, 2, {"name": "c", "kind": "automa"})["policy"] == "automa"
    assert seat_player(engine, 3, {"name": "d", "kind": "bot", "policy": "heuristic"})["policy"] == "heuristic"


@pytest.mark.parametrize("player, message, details", [
    ({"name": "a", "kind": "automa"}, "modern_society has no 'automa' seats",
     {"field": "players.2.kind", "allowed": ["human", "bot"]}),
    ({"name": "a", "kind": "bot", "policy": "genius"}, "unknown policy 'genius'",
     {"field": "players.2.policy", "allowed": ["random", "heuristic", "strong"]}),
    ({"name": "a", "kind": "human", "policy": "random"}, "a human seat has no policy", {"field": "players.2.policy"}),
])
def test_seat_player_refuses_with_invalid_setup(player, message, details):
    with pytest.raises(InvalidSetup) as err:
        seat_player(load_engine("modern_society"), 2, player)
    assert (err.value.message, err.value.details) == (message, details)


@pytest.mark.parametrize("options", [None, [], ""])
def test_academic_society_refuses_empty_options_that_are_no_object_as_it_always_did(options):
    """Academic Society's setup (rulebook "Setup"): the options must be an object, even an empty value;
    the other two games take an empty value as no options."""
    players = [{"name": "a", "kind": "human"}, {"name": "b", "kind": "human"}]
    with pytest.raises(IllegalMove) as refused:
        load_engine("academic_society").validate_setup(players, options)
    assert (refused.value.code, refused.value.field) == ("bad_options", "options")
    load_engine("royal_archeology").validate_setup(players, options)
    load_engine("modern_society").validate_setup(players + [{"name": "c", "kind": "human"}], options)


# -- the decision's RNG, seeded on demand (issue 24: most decisions draw nothing) ----------------------------

DRAWS = [
    lambda r: r.random(), lambda r: r.randrange(10), lambda r: r.randint(1, 6), lambda r: r.choice("abcdef"),
    lambda r: r.sample(range(100), 5), lambda r: r.getrandbits(70), lambda r: r.uniform(1, 3),
    lambda r: r.gauss(0, 1), lambda r: r.choices("abc", k=4), lambda r: r.randbytes(5),
    lambda r: (lambda items: (r.shuffle(items), items)[1])(list(range(20))),
]


@pytest.mark.parametrize("first", range(len(DRAWS)))
@pytest.mark.parametrize("seed", ["salt:seed:17", 12345, "x" * 80])
def test_rng_for_draws_exactly_what_a_seeded_random_does(seed, first):
    """rng_for's generator is seeded at its first draw, whichever method draws first; every draw after is
    the one random.Random(f"{seed}:{version}") makes: a recorded game's decisions re-decide the same."""
    from shared.domain.engine import rng_for

    lazy, plain = rng_for(seed, 3), random.Random(f"{seed}:3")
    order = DRAWS[first:] + DRAWS[:first]
    for step in range(60):
        draw = order[step % len(order)]
        assert draw(lazy) == draw(plain), step
    assert lazy.getstate() == plain.getstate()


def test_rng_for_state_and_copies_are_a_seeded_randoms():
    import copy

    from shared.domain.engine import rng_for

    assert rng_for("s", 1).getstate() == random.Random("s:1").getstate()  # reading the state seeds it
    twin, plain = copy.deepcopy(rng_for("s", 2)), random.Random("s:2")
    assert [twin.random() for _ in range(3)] == [plain.random() for _ in range(3)]
    reseeded = rng_for("s", 3)
    reseeded.seed("other")
    assert reseeded.random() == random.Random("other").random()
