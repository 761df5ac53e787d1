"""After a failover an append this process had already read can be gone (acknowledged by the old primary,
never replicated, answered 503 outcome_unknown), and a retry may put other events at the same version.
A cached record, the store's remembered chain head and the projector's memory must all notice and follow
the stream as it now is (issue 15: the read models after a failover)."""

from __future__ import annotations

from shared.base.config import Config
from shared.http.factory import create_app

PLAYERS = [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "human"}]


def test_a_record_cached_past_what_a_failover_kept_is_folded_again_and_reprojected(fake_redis):
    app = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)
    rt = app.extensions["tabletop"]
    client = app.test_client()
    game = client.post("/v1/games", json={"players": PLAYERS}).json
    game_id, tokens = game["game_id"], [s["token"] for s in game["seats"]]
    auth = {"Authorization": f"Bearer {tokens[0]}"}
    kept = rt.store.version(game_id)
    legal = client.get(f"/v1/games/{game_id}/legal", headers=auth).json
    lost = client.post(f"/v1/games/{game_id}/commands", headers=auth,
                       json=dict(legal["commands"][0], expected_version=legal["version"])).json
    assert rt.service.current_view(game_id, None)["version"] == lost["version"]  # cached, projected, remembered

    # The failover: the new primary never had that append.
    key = rt.store.keys(game_id).events
    survivors = fake_redis.xrange(key, "-", f"{kept}-0")
    fake_redis.delete(key)
    for entry_id, fields in survivors:
        fake_redis.xadd(key, fields, id=entry_id)
    assert rt.store.version(game_id) == kept

    # The client's retry (or another move) lands other events at the same version, chained to what is kept.
    other = dict(legal["commands"][-1], expected_version=kept)
    retried = client.post(f"/v1/games/{game_id}/commands", headers=auth, json=other)
    assert retried.status_code == 201, retried.json
    assert retried.json["version"] == lost["version"]
    assert retried.json["events"][-1]["hash"] != lost["events"][-1]["hash"]

    # Every cache followed the stream: the live view, the projection, and the audit (chain included).
    assert rt.service.current_view(game_id, None)["version"] == lost["version"]
    projected = client.get(f"/v1/games/{game_id}").json
    assert projected["version"] == lost["version"]
    assert rt.service.repository.load(game_id).head == retried.json["events"][-1]["hash"]
    audit = client.get(f"/v1/games/{game_id}/audit").json
    assert audit["checks"]["hash_chain"]["ok"] and audit["checks"]["replay"]["ok"], audit["checks"]
