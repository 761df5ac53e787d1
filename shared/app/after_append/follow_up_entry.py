"""One append's follow-up entry (shared.app.after_append.pipeline): what the follow-up subscribers need, as the writer derived
it, and its form on a partition's follow-up stream."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from shared.app.clients.visibility import Facts
from shared.base import jsonfast


@dataclass(frozen=True)
class FollowUp:
    """One append's follow-up entry: what the follow-up subscribers need, as the writer derived it."""

    game: str
    game_id: str
    version: int
    happenings: list[dict[str, Any]]
    leaves: list[dict[str, Any]]
    finished: bool
    advance: bool = False  # an automated seat owes a decision: the bots' run, even if the writer died first
    listing: list[Any] | None = None  # [keys, args] of the listing's script (Redis Cluster only)
    # Redis Cluster: the entry is written ahead of its append (another slot, so not in its script call), and
    # names the hash the append's last event will have; the consumers follow it once that event is stored.
    head: str | None = None

    def encoded(self) -> bytes:
        happenings = [{**h, "facts": _facts_json(h["facts"])} if "facts" in h else h for h in self.happenings]
        return jsonfast.dumps({"game": self.game, "id": self.game_id, "v": self.version, "h": happenings,
                               "l": self.leaves, "f": self.finished, "a": self.advance, "s": self.listing,
                               **({"hd": self.head} if self.head is not None else {})})

    @classmethod
    def decoded(cls, raw: bytes | str) -> FollowUp:
        d = jsonfast.loads(raw)
        happenings = [{**h, "facts": _facts_of_json(h["facts"])} if "facts" in h else h for h in d["h"]]
        return cls(d["game"], d["id"], d["v"], happenings, d["l"], d["f"], d.get("a", False), d.get("s"),
                   d.get("hd"))


def _facts_json(facts: Facts) -> dict[str, Any]:
    return {"visibility": facts.visibility, "client": facts.client, "parties": sorted(facts.parties)}


def _facts_of_json(data: dict[str, Any]) -> Facts:
    return Facts(data["visibility"], data["client"], frozenset(data["parties"]))
