"""The one setup validation: a player list and options checked against what the engine declares.

An engine declares a `SetupRules` (player counts, seat kinds, the policies each kind may name, its options,
and how its refusals are worded: clients and tests rely on the wording, the rule and the field) and calls
`validate_setup`; a game with rules of its own (Royal Archeology's modes) checks them after it.

`seat_player` is the service's side of the same declaration: it turns a player of the creation request into
the canonical entry every engine and every stored game sees ({"name", "kind", "policy"}), refusing with
`InvalidSetup` (the request's own error, fields spelled `players.<index>.<field>`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from shared.domain.engine import IllegalMove
from shared.domain.errors import InvalidSetup

# Seat kinds the workers play (a bot policy or the Archeology Automa); every other seat is "human".
AUTOMATED_KINDS = ("bot", "automa")

TYPE_NAMES = {bool: "boolean", str: "string", int: "integer"}


@dataclass(frozen=True)
class Refusal:
    """One refusal's wording: `message` is a `str.format` template (the fields each check offers are
    listed in `SetupRules`); `rule` defaults to SetupRules.rule."""

    message: str
    rule: str | None = None
    code: str | None = None


@dataclass(frozen=True)
class SeatKind:
    """What a seat of one kind may name as its policy.

    policies: the names it may give (None among them: it may give none, or null); None: not checked
    default: the policy a player entry without a "policy" field names
    refusal: the refusal when it names another ({i}: the player's index, {policy}: what it named)
    """

    policies: tuple[str | None, ...] | None = None
    default: str | None = None
    refusal: Refusal | None = None


@dataclass(frozen=True)
class Option:
    """An option whose value must be of one JSON type (the refusal: "<option> must be a <type>")."""

    type: type
    rule: str | None = None


@dataclass(frozen=True)
class SetupRules:
    """Who may sit at an engine's table and which options it takes.

    players: the counts the platform checks (max None: the game's own checks bound it)
    kinds: seat kind -> SeatKind, in the order the refusals list them
    default_kind: the kind of a player entry without "kind" (None: the entry must name one)
    name: "non_empty" (a name is a non-empty string), "string" (any string) or None (not checked)
    fields: the fields a player entry may carry (None: not checked)
    options: option name -> its Option (None: the game checks the value itself); an empty value (None, {})
        is no options, unless empty_options_must_be_object
    empty_options_must_be_object: only a dict is options, even an empty value (Academic Society refuses
        None, [] and "" as it always did)
    options_first: check the options before the players
    player_field: the field a player refusal names ({i}: the index, {sub}: "", ".name", ".kind", ...)
    option_field: the field an unknown option refusal names ({option}: the option)
    The refusals and the format fields each offers: count (also a player list that is no list) {min} {max};
    player_not_object {i}; name_refusal {i}; kind_refusal {i} {kind} {kinds}; unknown_field {i} {field};
    options_not_object; unknown_option {option}.
    """

    players: tuple[int, int | None]
    kinds: Mapping[str, SeatKind]
    rule: str
    count: Refusal
    player_not_object: Refusal
    name_refusal: Refusal
    kind_refusal: Refusal
    options_not_object: Refusal
    unknown_option: Refusal
    default_kind: str | None = None
    name: str | None = "non_empty"
    fields: tuple[str, ...] | None = None
    unknown_field: Refusal = Refusal("unknown player field {field!r}")
    options: Mapping[str, Option | None] = field(default_factory=dict)
    options_first: bool = True
    player_field: str = "players[{i}]{sub}"
    option_field: str = "options.{option}"
    empty_options_must_be_object: bool = False


def validate_setup(rules: SetupRules, players: Any, options: Any) -> None:
    """Raise IllegalMove (with field) if this player list / these options cannot start a game under `rules`."""
    if rules.options_first:
        _check_options(rules, options)
        _check_players(rules, players)
    else:
        _check_players(rules, players)
        _check_options(rules, options)


def _refuse(rules: SetupRules, refusal: Refusal, field_name: str, **values: Any) -> IllegalMove:
    return IllegalMove(refusal.message.format(**values), rule=refusal.rule or rules.rule, code=refusal.code,
                       field=field_name)


def _check_options(rules: SetupRules, options: Any) -> None:
    if not options and not rules.empty_options_must_be_object:
        return  # None, {} (and any other empty value): no options
    if not isinstance(options, dict):
        raise _refuse(rules, rules.options_not_object, "options")
    for name in options:
        if name not in rules.options:
            raise _refuse(rules, rules.unknown_option, rules.option_field.format(option=name), option=name)
    for name, option in rules.options.items():
        if option is not None and name in options and type(options[name]) is not option.type:
            wanted = TYPE_NAMES.get(option.type, option.type.__name__)
            raise _refuse(rules, Refusal("{option} must be a {type}", option.rule), f"options.{name}",
                          option=name, type=wanted)


def _check_players(rules: SetupRules, players: Any) -> None:
    least, most = rules.players
    if not isinstance(players, list) or len(players) < least or (most is not None and len(players) > most):
        raise _refuse(rules, rules.count, "players", min=least, max=most)
    kinds = tuple(rules.kinds)
    for i, player in enumerate(players):
        def at(sub: str = "", i: int = i) -> str:
            return rules.player_field.format(i=i, sub=sub)

        if not isinstance(player, dict):
            raise _refuse(rules, rules.player_not_object, at(), i=i)
        name = player.get("name")
        if rules.name is not None and not (isinstance(name, str) and (name or rules.name == "string")):
            raise _refuse(rules, rules.name_refusal, at(".name"), i=i)
        kind = player.get("kind", rules.default_kind)
        if kind not in kinds:  # a tuple: an unhashable kind is refused, not a TypeError
            raise _refuse(rules, rules.kind_refusal, at(".kind"), i=i, kind=kind, kinds=kinds)
        seat = rules.kinds[kind]
        policy = player.get("policy", seat.default)
        if seat.policies is not None and policy not in seat.policies:
            raise _refuse(rules, seat.refusal or Refusal("unknown policy {policy!r}"), at(".policy"), i=i,
                          policy=policy)
        if rules.fields is not None:
            extra = sorted(set(player) - set(rules.fields))
            if extra:
                raise _refuse(rules, rules.unknown_field, at(f".{extra[0]}"), i=i, field=extra[0])


def seat_player(engine: Any, index: int, player: dict[str, Any]) -> dict[str, Any]:
    """The canonical entry of requested player `index`: its name, its kind (one of engine.seat_kinds), and the
    policy that moves an automated seat (the request's, else "automa" for the Automa and "random" for a bot;
    one of engine.bot_policies); None for a human seat, which may name none.

    The platform's own refusal (InvalidSetup, code "invalid_setup", before the engine sees the setup), in the
    words every service has answered with since the first release; validate_setup then applies the engine's
    declared rules (its own codes and wording) to the canonical entries. Both are public contract."""
    kind = player["kind"]
    if kind not in engine.seat_kinds:
        raise InvalidSetup(f"{engine.name} has no {kind!r} seats",
                           details={"field": f"players.{index}.kind", "allowed": list(engine.seat_kinds)})
    policy = None
    if kind in AUTOMATED_KINDS:
        policy = player.get("policy") or ("automa" if kind == "automa" else "random")
        if policy not in engine.bot_policies:
            raise InvalidSetup(f"unknown policy {policy!r}",
                               details={"field": f"players.{index}.policy", "allowed": list(engine.bot_policies)})
    elif player.get("policy"):
        raise InvalidSetup("a human seat has no policy", details={"field": f"players.{index}.policy"})
    return {"name": player["name"], "kind": kind, "policy": policy}
