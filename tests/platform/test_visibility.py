"""The tenancy decisions (shared.app.clients.visibility), one table per question: who reads, lists, hears and sees users."""

from __future__ import annotations

import pytest

from shared.app.clients import visibility as v
from shared.domain.errors import InvalidSetup

ACME_GAME = {"client": "acme", "identities": ["acme:ann", "rival:bob"]}
STRANGER, PARTY, SEATED_CLIENT = v.Reader("other"), v.Reader("acme"), v.Reader("rival")
SEAT, ADMITTED, ANYONE, OPERATOR = v.Reader(seat=1), v.Reader(admitted=True), v.ANYONE, v.OPERATOR


def facts(visibility):
    return v.game_facts({**ACME_GAME, **({"visibility": visibility} if visibility else {})})


def test_the_parties_are_the_creator_and_every_seated_users_client():
    assert facts("private").parties == {"acme", "rival"}
    assert facts(None).visibility == "public", "a stream recorded without one is public"


@pytest.mark.parametrize(("visibility", "reader", "reads", "lists", "users"), [
    ("public", ANYONE, True, True, False),
    ("public", STRANGER, True, True, False),
    ("public", PARTY, True, True, True),
    ("unlisted", ANYONE, True, False, False),
    ("unlisted", SEATED_CLIENT, True, True, True),
    ("private", ANYONE, False, False, False),
    ("private", STRANGER, False, False, False),
    ("private", PARTY, True, True, True),
    ("private", SEATED_CLIENT, True, True, True),
    ("private", SEAT, True, False, True),
    ("private", ADMITTED, True, False, True),
    ("private", OPERATOR, True, True, True),
])
def test_who_reads_lists_and_sees_the_users_of_a_game(visibility, reader, reads, lists, users):
    game = facts(visibility)
    assert (v.may_read(game, reader), v.listed(game, reader), v.shows_users(game, reader)) == (reads, lists, users)


def test_a_game_of_no_client_hides_nobody_and_every_endpoint_hears_it():
    platform = v.game_facts({})
    assert v.shows_users(platform, ANYONE) and v.endpoint_hears("acme", {}, platform, "g", None)


@pytest.mark.parametrize(("visibility", "owner", "filters", "hears"), [
    ("private", "acme", {}, True),
    ("private", "rival", {}, True),  # its user is seated: its game too
    ("private", "other", {}, False),
    ("private", "other", {"games": ["g"]}, False),  # never, whatever the filter
    ("public", "other", {}, False),  # unfiltered: its own client's games only
    ("public", "other", {"games": ["g"]}, True),
    ("unlisted", "other", {"tournaments": ["t"]}, True),
    ("public", "other", {"users": ["acme:ann"]}, False),  # a users filter cannot name another client's users
])
def test_which_endpoints_hear_of_a_game(visibility, owner, filters, hears):
    assert v.endpoint_hears(owner, filters, facts(visibility), "g", "t") is hears


def test_a_stranger_sees_pseudonyms_wherever_an_identity_stood():
    created = {"type": "game_created", "data": {**ACME_GAME, "table": {"entrants": ["acme:ann", "e2"]}}}
    masked = v.masked_created(created)
    assert masked["data"]["identities"] == [None, None] and masked["masked"] == ["identities"]
    assert masked["data"]["table"]["entrants"] == ["hidden-0", "e2"] and created["data"]["identities"][0] == "acme:ann"
    summary = {"players": [{"name": "Ann", "identity": "acme:ann"}], **v.listing_facts("public", "acme", ["acme:ann"])}
    assert v.masked_summary(summary, STRANGER) == {"players": [{"name": "Ann"}], "visibility": "public",
                                                   "client": "acme"}
    assert v.masked_summary(summary, PARTY) is summary


def test_a_stranger_endpoint_is_told_the_seat_name():
    happening = {"stream": "g", "tournament": None, "data": {"user": "acme:ann", "seat": 0},
                 **v.happening_tenancy("public", "acme", ["acme:ann"], ["Ann"])}
    assert v.delivered_data({"owner": "other"}, happening)["user"] == "Ann"
    assert v.delivered_data({"owner": "acme"}, happening)["user"] == "acme:ann"


def test_the_default_is_unlisted_for_a_tenant_and_nothing_for_the_platform():
    assert v.chosen_visibility(None, True) == "unlisted" and v.chosen_visibility(None, False) is None
    assert v.chosen_visibility("private", False) == "private"
    with pytest.raises(InvalidSetup):
        v.chosen_visibility("secret", True)
