"""Component catalogs and command labels: what a front end needs to draw a game and name its choices.

Each game's rules package builds its catalog from its data files (services/<game>/data/*.json) with
`collection()`: every item gets an `id` (the value views and commands use), a `name` (the one labels
use) and its `source` mark ("rulebook" or "assumed", from the item or else from its file). `references`
says which collection a command field's ids come from ("discard_expeditions.cards": "expeditions").

Each entry also carries a `display` text for people (display only: no engine reads it): what the component does
(`effect`), what it costs (`cost`) and what it scores (`points`), each a sentence or null, with the `source`
of the words: "rulebook" where the rulebook prints them, "assumed" where they describe assumed data.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shared.base import jsonfast
from shared.domain import policy_versions


def collection(
    items: list[dict[str, Any]],
    *,
    name: Callable[[dict[str, Any]], str],
    id_field: str = "id",
    source: str | None = None,
    text: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """The items as catalog entries: id and name first, then the item's own fields, with a source mark,
    and the words `text(item)` returns (see component_text) as `display` (an item may have a `text` of its own: the printed words the engine keeps)."""
    entries = []
    for item in items:
        item_source = item.get("source") or source
        if item_source not in SOURCES:
            raise ValueError(f"catalog item {item.get(id_field)!r} has no source mark")
        entry = {"id": item[id_field], "name": name(item), **item, "source": item_source}
        if text is not None:
            entry["display"] = text({**item, "source": item_source})
        entries.append(entry)
    return entries


SOURCES = ("rulebook", "assumed")
TEXT_FIELDS = ("effect", "cost", "points")


def component_text(effect: str, *, source: str, cost: str | None = None, points: str | None = None,
                   rule: str | None = None) -> dict[str, Any]:
    """A component's words for people: effect, cost and points (sentences, or None when it has none), the
    source of the words, and the rulebook section a reader can look the component up in."""
    if source not in SOURCES:
        raise ValueError(f"a component text needs a source mark, got {source!r}")
    if not effect:
        raise ValueError("a component text needs an effect")
    return {"effect": effect, "cost": cost or None, "points": points or None, "source": source, "rule": rule}


def amounts(counts: dict[str, int], unit: Callable[[str, int], str]) -> str:
    """{"physics": 2, "chemistry": 1} -> '2 Physics Theories and 1 Chemistry Theory' (unit names one)."""
    return join_words([unit(key, n) for key, n in counts.items() if n])


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


EMPTY_CATALOG = {"collections": {}, "tables": {}, "references": {}, "view_references": {}}


def catalog_document(engine: Any) -> dict[str, Any]:
    """GET /v1/catalog: the engine's catalog (empty for a game that declares none), and its bot policies as new
    games play them (shared.domain.policy_versions.described: the version, what it sees, that it is verifiable)."""
    build = getattr(engine, "catalog", None)
    return {"game": engine.name, **EMPTY_CATALOG, **(build() if build else {}),
            "policies": policy_versions.described(engine)}


def ids_of(catalog: dict[str, Any], collection_name: str) -> set:
    return {entry["id"] for entry in catalog["collections"][collection_name]}


def generic_label(command: dict[str, Any]) -> str:
    """For engines without their own labels: 'Add: amount 2'."""
    words = command["type"].replace("_", " ").capitalize()
    fields = ", ".join(f"{key.replace('_', ' ')} {_plain(value)}" for key, value in command.items() if key != "type")
    return f"{words}: {fields}" if fields else words


def _plain(value: Any) -> str:
    if isinstance(value, list):
        return " and ".join(_plain(v) for v in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value if isinstance(value, str) else jsonfast.dumps(value).decode()


def join_words(words: list[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def labels_for(engine: Any, state: dict[str, Any], seat: int, commands: list[dict[str, Any]]) -> list[str]:
    """labels[i] names commands[i], by the engine's own `label` when it has one."""
    label = getattr(engine, "label", None)
    if label is None:
        return [generic_label(c) for c in commands]
    return [label(state, seat, c) for c in commands]


def values_at(document: Any, path: str) -> list[Any]:
    """The values a catalog `view_references` path names in a view: dotted keys, where `x[]` is every
    element of list x, `*` every value of a dict, `{}` every key of a dict ("players[].hand[]")."""
    found = [document]
    for part in path.split("."):
        each = part.endswith("[]")
        key = part[:-2] if each else part
        step = []
        for value in found:
            if key == "*":
                step.extend(value.values() if isinstance(value, dict) else [])
                continue
            if key == "{}":
                step.extend(value.keys() if isinstance(value, dict) else [])
                continue
            if key:
                if not isinstance(value, dict) or value.get(key) is None:
                    continue
                value = value[key]
            step.append(value)
        found = [item for value in step for item in value] if each else step
        found = [v for v in found if v is not None]
    return found
