"""Issue 21: the transparency log of game and tournament heads, through the public API.

A finished game's head is a leaf under a signed tree head, `tabletop verify` proves it, checkpoints
bound live games, the proofs pass a checker written from docs/FORMAT.md alone, bad input is a 4xx.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from shared.audit import log_proofs, verifier
from shared.base.config import Config
from shared.domain import merkle
from shared.http.factory import create_app
from shared.store.signing import keys_by_id
from shared.tools import cli
from tests.platform.test_auditing import export_of, finished_game, rechained

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.fixture
def app(fake_redis):
    return create_app("counting_race", Config(dispatch="inline", log_checkpoint_every=4), redis=fake_redis)


def last_head(client, gid) -> dict:
    return json.loads(export_of(client, gid)[-1])


def test_a_finished_game_is_included_under_a_signed_head_and_tabletop_verify_proves_it(app, tmp_path, capsys):
    client = app.test_client()
    gid, _ = finished_game(client)
    head = last_head(client, gid)
    proof = client.get(f"/v1/log/proof/inclusion?game_id={gid}&version={head['version']}").json
    assert proof["leaf"] == {"kind": "game_finished", "game_id": gid, "version": head["version"], "hash": head["hash"]}
    keys = client.get("/v1/log/keys").json
    assert keys["keys"] == client.get("/v1/keys").json["keys"]  # the receipts' key signs the log
    assert log_proofs.check_inclusion(proof, gid, head["version"], head["hash"], keys_by_id(keys["keys"])) is None
    assert len(proof["audit_path"]) <= proof["tree_size"].bit_length()

    export, keys_file, proof_file = tmp_path / "game.ndjson", tmp_path / "keys.json", tmp_path / "proof.json"
    export.write_bytes(b"\n".join(export_of(client, gid)) + b"\n")
    keys_file.write_text(json.dumps(keys))
    proof_file.write_text(json.dumps([proof]))
    assert cli.main(["verify", str(export), "--keys", str(keys_file), "--inclusion", str(proof_file)]) == 0
    assert f"log: {gid} at version {head['version']}: included" in capsys.readouterr().out

    # A proof for another history, or none at all, fails the verdict.
    forged = dict(proof, leaf=dict(proof["leaf"], hash="0" * 64))
    proof_file.write_text(json.dumps(forged))
    assert cli.main(["verify", str(export), "--keys", str(keys_file), "--inclusion", str(proof_file)]) == 1
    assert "two histories" in capsys.readouterr().out
    proof_file.write_text("[]")
    assert cli.main(["verify", str(export), "--keys", str(keys_file), "--inclusion", str(proof_file)]) == 1


def test_a_history_forked_for_one_viewer_is_caught_by_the_inclusion_check(app):
    """The server shows a viewer another, internally consistent history of a game (re-chained with
    the revealed salt): its chain verifies, but its head is not the one in everyone's log."""
    client = app.test_client()
    gid, _ = finished_game(client)
    events = [json.loads(line) for line in export_of(client, gid)]
    forked = rechained([*events[:-1], dict(events[-1], time="2030-01-01T00:00:00.000+00:00")])
    keys = client.get("/v1/log/keys").json["keys"]
    assert forked[-1]["hash"] != events[-1]["hash"]
    proof = client.get(f"/v1/log/proof/inclusion?game_id={gid}&version={forked[-1]['version']}").json
    problem = log_proofs.check_inclusion(proof, gid, forked[-1]["version"], forked[-1]["hash"], keys_by_id(keys))
    assert problem and "two histories" in problem
    verdict = verifier.with_inclusion({"ok": True}, {gid: forked}, keys, None, None)
    assert not verdict["ok"]


def test_live_games_are_checkpointed_and_every_head_extends_the_last(app, tmp_path):
    client = app.test_client()
    heads = [client.get("/v1/log/tree-head").json]
    games = []
    for _ in range(3):
        games.append(finished_game(client)[0])
        heads.append(client.get("/v1/log/tree-head").json)
    store = app.extensions["tabletop"].store
    for gid in games:
        version = store.version(gid)
        checkpoints = [v for v in range(4, version + 1, 4)
                       if client.get(f"/v1/log/proof/inclusion?game_id={gid}&version={v}").status_code == 200]
        assert checkpoints, "every game crossed a multiple of 4 versions at least once"
    keys = client.get("/v1/log/keys").json
    bundle = {"keys": keys, "heads": heads, "inclusions": [], "consistency": []}
    for old, new in zip(heads, heads[1:], strict=False):
        proof = client.get(f"/v1/log/proof/consistency?from={old['size']}&to={new['size']}").json["proof"]
        assert log_proofs.check_consistency(old, new, proof) is None
        bundle["consistency"].append({"old": old, "new": new, "proof": proof})
    for gid in games:
        version = store.version(gid)
        bundle["inclusions"].append(client.get(f"/v1/log/proof/inclusion?game_id={gid}&version={version}").json)
    assert independent_check(bundle, tmp_path).returncode == 0

    # The independent checker, like ours, refuses a forged path and an inconsistent pair.
    bundle["inclusions"][0]["audit_path"][0] = "0" * 64
    bundle["consistency"][-1]["new"] = heads[1]
    bundle["consistency"][-1]["old"] = heads[-1]
    result = independent_check(bundle, tmp_path)
    assert result.returncode == 1
    assert result.stdout.count("FAIL") == 2


def independent_check(bundle: dict, tmp_path) -> subprocess.CompletedProcess:
    path = tmp_path / "bundle.json"
    path.write_text(json.dumps(bundle))
    return subprocess.run([sys.executable, os.path.join(HERE, "independent_log_checker.py"), str(path)],
                          capture_output=True, text=True, timeout=120)


def test_the_root_is_the_rfc_root_of_every_leaf_in_order(app):
    client = app.test_client()
    for _ in range(2):
        finished_game(client)
    log = app.extensions["tabletop"].log_feed.log
    entries = [json.loads(v) for v in log.storage.redis.hvals(log.storage.keys.index)]
    entries.sort(key=lambda e: e["index"])
    assert [e["index"] for e in entries] == list(range(len(entries)))
    leaves = [merkle.leaf_hash(merkle.leaf_bytes(e["leaf"]["kind"], e["leaf"]["game_id"], e["leaf"]["version"],
                                                 e["leaf"]["hash"])) for e in entries]
    assert client.get("/v1/log/tree-head").json["root"] == merkle.root_of(leaves).hex()


@pytest.mark.parametrize("path, status", [
    ("/v1/log/proof/inclusion?game_id=nope&version=1", 404),
    ("/v1/log/proof/inclusion?game_id=nope&version=abc", 422),
    ("/v1/log/proof/inclusion?version=1", 422),
    ("/v1/log/proof/inclusion?game_id=a%20b&version=1", 422),
    ("/v1/log/proof/consistency?from=3&to=1", 400),
    ("/v1/log/proof/consistency?from=0&to=99999", 400),
    ("/v1/log/proof/consistency?from=-1&to=1", 422),
    ("/v1/log/tree-head?size=999", 404),
    ("/v1/log/tree-head?size=x", 422),
])
def test_bad_queries_are_4xx_with_the_error_body(app, path, status):
    response = app.test_client().get(path)
    assert response.status_code == status
    assert set(response.json["error"]) == {"code", "message", "details"}


def test_tournament_rounds_and_end_are_logged(fake_redis):
    from services.tournaments.api import create_app as tournament_app

    config = Config(dispatch="inline", log_checkpoint_every=0)
    client = tournament_app(config, redis=fake_redis).test_client()
    body = {"game": "counting_race", "format": "swiss", "rounds": 2, "table_sizes": [2], "seed": 3,
            "entrants": [{"id": f"b{i}", "name": f"b{i}", "kind": "bot", "policy": "random"} for i in range(4)]}
    created = client.post("/v1/tournaments", json=body)
    assert created.status_code == 201, created.json
    tid = created.json["tournament_id"]
    organiser = {"Authorization": f"Bearer {created.json['organiser_token']}"}
    started = client.post(f"/v1/tournaments/{tid}/start", headers=organiser)
    assert started.status_code in (200, 201), started.json
    document = client.get(f"/v1/tournaments/{tid}").json
    assert document["status"] == "finished", document["status"]
    log = client.application.extensions["tournaments"].log_feed.log
    kinds = {}
    for raw in log.storage.redis.hvals(log.storage.keys.index):
        leaf = json.loads(raw)["leaf"]
        kinds.setdefault(leaf["kind"], []).append(leaf)
    assert len([leaf for leaf in kinds["tournament_checkpoint"] if leaf["game_id"] == tid]) == 2  # two rounds
    finished = [leaf for leaf in kinds["tournament_finished"] if leaf["game_id"] == tid]
    assert len(finished) == 1
    assert len(kinds["game_finished"]) == 4  # two tables a round
    proof = client.get(f"/v1/log/proof/inclusion?game_id={tid}&version={finished[0]['version']}").json
    keys = client.get("/v1/log/keys").json["keys"]
    assert log_proofs.check_inclusion(proof, tid, finished[0]["version"], finished[0]["hash"], keys_by_id(keys)) is None
