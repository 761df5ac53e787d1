"""Issue 14: auditing without trusting the server.

An export verifies offline (shared.audit.verifier, no Redis, no Flask); receipts and signed commands
work through the HTTP API; every tampering is caught by the check named for it.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import threading

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from shared.audit.verification import EXTRA_CHECKS, check, register_check
from shared.audit.verifier import (
    DOCUMENT_VERIFIERS,
    ExportError,
    read_source,
    register_document_kind,
    verify_export,
)
from shared.base import jsonfast
from shared.base.config import Config
from shared.base.progress import EVERY_S_VARIABLE
from shared.http.factory import create_app
from shared.store import signing
from shared.store.chain import CANON_JCS, GENESIS_HASH, chain_hash
from shared.tools import cli
from tests.conftest import TEST_CLIENT_KEY
from tests.platform.archived_mode import WHERE, hosted_app

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURE_ENV = {"TABLETOP_EXTRA_GAMES": "counting_race=tests.fixture_game"}


@pytest.fixture(params=WHERE)
def app(fake_redis, tmp_path, request):
    """Every test twice: games in Redis, and finished games moved to the archive (issue 20)."""
    return hosted_app(fake_redis, tmp_path, request.param, request.addfinalizer)


def auth(token):
    return {"Authorization": f"Bearer {token}"}


def new_key() -> tuple[Ed25519PrivateKey, str]:
    private = Ed25519PrivateKey.generate()
    return private, signing.public_text(private.public_key())


def sign_command(private: Ed25519PrivateKey, game_id: str, version: int, command: dict) -> str:
    return signing.b64encode(private.sign(signing.command_message(game_id, version, command)))


def play_to_the_end(client, gid, token, private=None, tournament_moves=None) -> list[dict]:
    """The human seat adds 2 until the game ends; returns the receipts of its 201s."""
    receipts = []
    while True:
        legal = client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json
        if not legal["commands"]:
            return receipts
        command = {"type": "add", "amount": 2}
        body = dict(command, expected_version=legal["version"])
        if private is not None:
            body["signature"] = sign_command(private, gid, legal["version"], command)
        response = client.post(f"/v1/games/{gid}/commands", json=body, headers=auth(token))
        assert response.status_code == 201, response.json
        receipts.append(response.json["receipt"])


def finished_game(client, players=None, tournament=None, private=None) -> tuple[str, list[dict]]:
    body = {"players": players or [{"name": "ann", "kind": "human"}, {"name": "bob", "kind": "bot", "policy": "random"}]}
    if tournament:
        # Only the tournament service tags a game with a tournament (through the service layer, as here).
        service = client.application.extensions["tabletop"].service
        game = service.create_game(body["players"], {}, None, tournament=tournament)
    else:
        game = client.post("/v1/games", json=body).json
    gid = game["game_id"]
    receipts = play_to_the_end(client, gid, game["seats"][0]["token"], private)
    return gid, receipts


def export_of(client, gid) -> list[bytes]:
    response = client.get(f"/v1/games/{gid}/events?raw=true&limit=10000", headers={"Accept": "application/x-ndjson"})
    return response.data.splitlines()


def published_keys(client) -> list[dict]:
    return client.get("/v1/keys").json["keys"]


def rechained(events: list[dict]) -> list[dict]:
    """What a forger with the revealed salt can do: recompute every hash after an edit."""
    salt = events[-1]["data"]["seed"]["salt"]
    prev = GENESIS_HASH
    out = []
    for event in events:
        event = dict(event, prev_hash=prev)
        event["hash"] = chain_hash(prev, event, salt, CANON_JCS)
        prev = event["hash"]
        out.append(event)
    return out


def lines_of(events: list[dict]) -> list[bytes]:
    return [jsonfast.dumps(e) for e in events]


def failed_checks(verdict) -> set[str]:
    return {name for game in verdict["games"] for name, c in game["checks"].items() if not c["ok"]}


# -- an honest game verifies offline -----------------------------------------------------------


def test_an_honest_export_passes_every_check_offline_with_keys_and_receipts(app):
    client = app.test_client()
    gid, receipts = finished_game(client)
    lines = export_of(client, gid)
    assert json.loads(lines[0])["data"]["canon"] == CANON_JCS
    verdict = verify_export(lines, published_keys(client), receipts)
    assert verdict["ok"], verdict
    checks = verdict["games"][0]["checks"]
    skipped = {name for name, c in checks.items() if c["skipped"]}
    assert skipped == {"authorship"}  # no seat registered a key in this game
    assert f"{len(receipts)} receipts" in checks["receipts"]["detail"]


def test_receipt_is_the_servers_signature_over_game_version_and_head_hash(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}]}).json
    response = client.post(f"/v1/games/{game['game_id']}/commands", json={"type": "add", "amount": 1},
                           headers=auth(game["seats"][0]["token"]))
    receipt = response.json["receipt"]
    events = client.get(f"/v1/games/{game['game_id']}/events?raw=true").json["events"]
    assert receipt["game_id"] == game["game_id"] and receipt["version"] == response.json["version"]
    assert receipt["hash"] == events[receipt["version"] - 1]["hash"]
    (key,) = published_keys(client)
    assert key["key_id"] == receipt["key_id"] and key["valid_until"] is None and key["algorithm"] == "Ed25519"
    message = signing.head_message(signing.RECEIPT_KIND, receipt["game_id"], receipt["version"], receipt["hash"])
    assert signing.signature_valid(key["public_key"], receipt["signature"], message)


# -- tampering, each caught by its check --------------------------------------------------------


@pytest.fixture
def honest(app):
    client = app.test_client()
    gid, receipts = finished_game(client)
    events = [json.loads(line) for line in export_of(client, gid)]
    return events, published_keys(client), receipts


def test_changed_data_breaks_the_chain(honest):
    events, keys, _ = honest
    forged = copy.deepcopy(events)
    added = next(e for e in forged if e["type"] == "added")
    added["data"]["amount"] = 3
    assert failed_checks(verify_export(lines_of(forged), keys)) >= {"hash_chain"}


def test_reordered_events_break_the_chain(honest):
    events, keys, _ = honest
    forged = events[:2] + [events[3], events[2]] + events[4:]
    assert "hash_chain" in failed_checks(verify_export(lines_of(forged), keys))


def test_a_dropped_event_breaks_the_chain(honest):
    events, keys, _ = honest
    forged = events[:3] + events[4:]
    assert "hash_chain" in failed_checks(verify_export(lines_of(forged), keys))


def test_a_false_seed_fails_the_seed_check_even_rechained(honest):
    events, keys, _ = honest
    forged = copy.deepcopy(events)
    forged[-1]["data"]["seed"]["seed"] = "12345"
    verdict = verify_export(lines_of(rechained(forged)), keys)
    assert failed_checks(verdict) == {"seed"}


def test_a_rigged_draw_rechained_fails_decisions_and_the_signed_transcript(honest):
    events, keys, _ = honest
    forged = copy.deepcopy(events)
    dealt = next(e for e in forged if e["type"] == "dealt")
    dealt["data"]["cards"] = list(reversed(dealt["data"]["cards"]))
    failed = failed_checks(verify_export(lines_of(rechained(forged)), keys))
    assert {"decisions", "transcript"} <= failed and "hash_chain" not in failed


def test_a_rechained_stream_without_keys_is_caught_only_by_what_needs_no_key(honest):
    """Without the public keys the transcript is not checked: said so, not passed silently."""
    events, _, _ = honest
    verdict = verify_export(lines_of(events), None)
    transcript = verdict["games"][0]["checks"]["transcript"]
    assert verdict["ok"] and transcript["skipped"] and "no public keys" in transcript["detail"]


def test_a_stripped_transcript_fails_for_a_jcs_game(honest):
    events, keys, _ = honest
    forged = copy.deepcopy(events)
    del forged[-1]["data"]["transcript"]
    assert failed_checks(verify_export(lines_of(rechained(forged)), keys)) == {"transcript"}


def test_forged_receipts_are_caught(honest):
    events, keys, receipts = honest
    genuine = receipts[0]
    moved = dict(genuine, version=genuine["version"] + 1)  # signature no longer covers it
    foreign_private, foreign_public = new_key()
    foreign = signing.KeyRing.__new__(signing.KeyRing)
    foreign._active = (signing.key_id(foreign_public), foreign_private)
    unknown_key = foreign.receipt(genuine["game_id"], genuine["version"], genuine["hash"])
    own_key_wrong_hash = dict(genuine, hash="f" * 64)
    for receipt, expected in ((moved, "bad signature"), (unknown_key, "unknown key"),
                              (own_key_wrong_hash, "bad signature")):
        verdict = verify_export(lines_of(events), keys, [receipt])
        assert failed_checks(verdict) == {"receipts"}
        assert expected in verdict["games"][0]["checks"]["receipts"]["detail"]


def test_a_receipt_for_a_version_the_export_lost_is_caught(app):
    """A genuine receipt the export no longer matches: the server rewrote the head it acknowledged."""
    client = app.test_client()
    gid, receipts = finished_game(client)
    events = [json.loads(line) for line in export_of(client, gid)]
    forged = copy.deepcopy(events)
    forged[receipts[0]["version"] - 1]["time"] = "2000-01-01T00:00:00.000+00:00"
    verdict = verify_export(lines_of(rechained(forged)), published_keys(client), receipts[:1])
    assert "receipts" in failed_checks(verdict)
    assert "differs" in verdict["games"][0]["checks"]["receipts"]["detail"]


def test_an_unfinished_game_cannot_pass_offline(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}]}).json
    verdict = verify_export(export_of(client, game["game_id"]), published_keys(client))
    assert not verdict["ok"] and "revealed only when the game ends" in verdict["games"][0]["checks"]["hash_chain"]["detail"]


# -- signed commands -----------------------------------------------------------------------------


def test_signed_commands_prove_authorship_and_wrong_or_missing_signatures_are_refused(app):
    client = app.test_client()
    private, public = new_key()
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human", "public_key": public},
                                                      {"name": "bob", "kind": "bot"}]}).json
    gid, token = game["game_id"], game["seats"][0]["token"]
    version = client.get(f"/v1/games/{gid}/legal", headers=auth(token)).json["version"]
    command = {"type": "add", "amount": 2}
    refusals = [
        (dict(command, expected_version=version), 401, "signature_required"),
        (dict(command, signature=sign_command(private, gid, version, command)), 401, "signature_required"),
        (dict(command, expected_version=version, signature=sign_command(private, gid, version, {"type": "roll"})),
         401, "bad_signature"),
        (dict(command, expected_version=version, signature=sign_command(new_key()[0], gid, version, command)),
         401, "bad_signature"),
        (dict(command, expected_version=version, signature="not base64!"), 401, "bad_signature"),
    ]
    for body, status, code in refusals:
        response = client.post(f"/v1/games/{gid}/commands", json=body, headers=auth(token))
        assert (response.status_code, response.json["error"]["code"]) == (status, code), body
    assert client.get(f"/v1/games/{gid}/events").json["version"] == version  # nothing appended
    body = dict(command, expected_version=version, signature=sign_command(private, gid, version, command))
    assert client.post(f"/v1/games/{gid}/commands", json=body, headers=auth(token)).status_code == 201
    # Until the end, nobody else sees the signature: tried against each legal command, it would reveal the command.
    shown = client.get(f"/v1/games/{gid}/events").json["events"][version]  # a spectator's view
    assert shown["command"] is None and shown["signature"] is None
    mine = client.get(f"/v1/games/{gid}/events", headers=auth(token)).json["events"][version]
    assert mine["command"] == command and mine["signature"] == body["signature"]
    play_to_the_end(client, gid, token, private)
    events = [json.loads(line) for line in export_of(client, gid)]
    assert client.get(f"/v1/games/{gid}/events?raw=true").json["events"] == events  # JSON and NDJSON alike
    signed = [e for e in events if e.get("actor") == 0 and "command" in e]
    assert signed and all(e["signature"] for e in signed)
    verdict = verify_export(lines_of(events), published_keys(client))
    assert verdict["ok"] and f"{len(signed)} signed commands" in verdict["games"][0]["checks"]["authorship"]["detail"]
    # A forger who swaps a seat's command and re-chains cannot forge the seat's signature.
    forged = copy.deepcopy(events)
    first = next(e for e in forged if e.get("actor") == 0 and "command" in e)
    first["signature"] = sign_command(new_key()[0], gid, first["version"] - 1, first["command"])
    assert "authorship" in failed_checks(verify_export(lines_of(rechained(forged)), published_keys(client)))


def test_a_seat_registers_its_key_with_its_token_once(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"},
                                                      {"name": "cy", "kind": "human"}]}).json
    gid, token = game["game_id"], game["seats"][0]["token"]
    private, public = new_key()
    assert client.post(f"/v1/games/{gid}/public-key", json={"public_key": public}).status_code == 401
    bad = client.post(f"/v1/games/{gid}/public-key", json={"public_key": "AAAA"}, headers=auth(token))
    assert bad.status_code == 422 and bad.json["error"]["code"] == "invalid_public_key"
    registered = client.post(f"/v1/games/{gid}/public-key", json={"public_key": public}, headers=auth(token))
    assert registered.status_code == 201 and registered.json["seat"] == 0
    again = client.post(f"/v1/games/{gid}/public-key", json={"public_key": public}, headers=auth(token))
    assert again.status_code == 409 and again.json["error"]["code"] == "key_already_registered"
    unsigned = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1}, headers=auth(token))
    assert unsigned.status_code == 401 and unsigned.json["error"]["code"] == "signature_required"
    version = registered.json["version"]
    signed = client.post(f"/v1/games/{gid}/commands", headers=auth(token), json={
        "type": "add", "amount": 1, "expected_version": version,
        "signature": sign_command(private, gid, version, {"type": "add", "amount": 1})})
    assert signed.status_code == 201
    other = client.post(f"/v1/games/{gid}/commands", json={"type": "add", "amount": 1},
                        headers=auth(game["seats"][1]["token"]))
    assert other.status_code == 201  # the other seat registered nothing
    audit = client.get(f"/v1/games/{gid}/audit").json
    assert audit["ok"] and audit["checks"]["authorship"]["detail"].startswith("1 signed commands")


def test_a_signature_from_a_seat_without_a_key_is_refused(app):
    client = app.test_client()
    game = client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}]}).json
    response = client.post(f"/v1/games/{game['game_id']}/commands", headers=auth(game["seats"][0]["token"]),
                           json={"type": "add", "amount": 1, "signature": "abc"})
    assert response.status_code == 422 and response.json["error"]["code"] == "no_public_key"


def test_an_automated_seat_cannot_have_a_key(app):
    response = app.test_client().post("/v1/games", json={"players": [
        {"name": "bob", "kind": "bot", "public_key": new_key()[1]}]})
    assert response.status_code == 422 and response.json["error"]["details"]["field"] == "players.0.public_key"


# -- key rotation --------------------------------------------------------------------------------


def test_a_rotated_key_stays_listed_and_its_receipts_keep_verifying(fake_redis):
    first_seed = signing.b64encode(Ed25519PrivateKey.generate().private_bytes(
        serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption()))
    old_app = create_app("counting_race", Config(dispatch="inline", signing_key=first_seed), redis=fake_redis)
    gid, old_receipts = finished_game(old_app.test_client())
    assert "SIGNING" not in repr(Config(signing_key=first_seed)) and first_seed not in repr(Config(signing_key=first_seed))
    new_app = create_app("counting_race", Config(dispatch="inline"), redis=fake_redis)  # rotated to the dev key
    client = new_app.test_client()
    _, new_receipts = finished_game(client)
    keys = published_keys(client)
    assert len(keys) == 2 and keys[0]["valid_until"] is not None and keys[1]["valid_until"] is None
    assert old_receipts[0]["key_id"] == keys[0]["key_id"] != new_receipts[0]["key_id"]
    assert verify_export(export_of(client, gid), keys, old_receipts)["ok"]


# -- bulk export -----------------------------------------------------------------------------------


def test_bulk_export_by_player_tournament_and_time_with_paging_verifies(app):
    client = app.test_client()
    ann_cup = [finished_game(client, tournament="cup")[0] for _ in range(2)]
    cy, _ = finished_game(client, players=[{"name": "cy", "kind": "human"}])
    client.post("/v1/games", json={"players": [{"name": "ann", "kind": "human"}]})  # not finished: never exported

    def exported(**query):
        pages, cursor = [], "0"
        while cursor is not None:
            response = client.get("/v1/exports/games", query_string={**query, "cursor": cursor, "limit": 1})
            assert response.status_code == 200 and response.mimetype == "application/x-ndjson"
            pages.append(response.data)
            cursor = response.headers.get("X-Next-Cursor")
        lines = b"".join(pages).splitlines()
        return lines, list(dict.fromkeys(json.loads(line)["game_id"] for line in lines))

    lines, ids = exported(player="ann")
    assert ids == ann_cup
    assert verify_export(lines, published_keys(client))["ok"]
    assert exported(tournament="cup")[1] == ann_cup  # by creation time, like every export
    assert exported(player="cy")[1] == [cy]
    assert set(exported()[1]) == {*ann_cup, cy}
    assert exported(since="2999-01-01T00:00:00")[1] == []
    assert set(exported(until="2999-01-01T00:00:00Z")[1]) == {*ann_cup, cy}
    bad = client.get("/v1/exports/games", query_string={"since": "yesterday"})
    assert bad.status_code == 422 and bad.json["error"]["details"]["field"] == "since"


# -- the hooks other work plugs into ----------------------------------------------------------------


def test_registered_extra_checks_and_document_kinds_take_part_in_the_verdict(honest, monkeypatch):
    events, keys, _ = honest
    monkeypatch.setitem(EXTRA_CHECKS, "event_count", None)
    register_check("event_count", lambda evidence: check(len(evidence.raw) > 100, f"{len(evidence.raw)} events"))
    monkeypatch.setitem(DOCUMENT_VERIFIERS, "listing", None)
    register_document_kind("listing", lambda doc, games, streams: {
        "games": check(sorted(doc["games"]) == sorted(games), "every listed game verified")})
    listing = jsonfast.dumps({"kind": "listing", "games": [events[0]["game_id"]]})
    verdict = verify_export([listing, *lines_of(events)], keys)
    assert failed_checks(verdict) == {"event_count"}
    assert verdict["documents"] == [{"kind": "listing", "ok": True, "checks": {
        "games": {"ok": True, "detail": "every listed game verified", "skipped": False}}}]
    unknown = verify_export([jsonfast.dumps({"kind": "mystery"}), *lines_of(events)], keys)
    assert not unknown["ok"] and not unknown["documents"][0]["ok"]


# -- the command line and the base install -----------------------------------------------------------


def run_cli(*args, env=None):
    return subprocess.run([sys.executable, "-m", "shared.tools.cli", *args], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, **FIXTURE_ENV, **(env or {})}, timeout=60)


def test_tabletop_verify_reports_each_check_and_exits_by_verdict(honest, tmp_path):
    events, keys, receipts = honest
    export, keys_file, receipts_file = tmp_path / "game.ndjson", tmp_path / "keys.json", tmp_path / "receipts.json"
    export.write_bytes(b"\n".join(lines_of(events)) + b"\n")
    keys_file.write_text(json.dumps({"keys": keys}))
    receipts_file.write_text(json.dumps(receipts))
    passed = run_cli("verify", str(export), "--keys", str(keys_file), "--receipts", str(receipts_file))
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "ok   hash_chain" in passed.stdout and "verdict: PASS" in passed.stdout
    forged = copy.deepcopy(events)
    forged[-1]["data"]["seed"]["seed"] = "1"
    export.write_bytes(b"\n".join(lines_of(rechained(forged))))
    failed = run_cli("verify", str(export), "--keys", str(keys_file), "--json")
    assert failed.returncode == 1
    verdict = json.loads(failed.stdout)
    assert [n for n, c in verdict["games"][0]["checks"].items() if not c["ok"]] == ["seed"]
    missing = run_cli("verify", str(tmp_path / "nope.ndjson"))
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1 and "cannot read" in missing.stderr


def test_tabletop_audit_errors_are_one_line():
    unknown_game = run_cli("audit", "no_such_game", "abc")
    assert unknown_game.returncode == 2 and unknown_game.stderr.startswith("tabletop audit: unknown game")
    unreachable = run_cli("audit", "counting_race", "abc", "--redis-url", "redis://127.0.0.1:1/0")
    assert unreachable.returncode == 2 and unreachable.stderr.count("\n") == 1 and "unreachable" in unreachable.stderr


def test_tabletop_audit_and_export_from_redis(real_redis_url, real_redis, key_prefix, tmp_path):
    app = create_app("counting_race", Config(dispatch="inline", key_prefix=key_prefix), redis=real_redis)
    gid, _ = finished_game(app.test_client())
    env = {"KEY_PREFIX": key_prefix}
    audited = run_cli("audit", "counting_race", gid, "--redis-url", real_redis_url, "--json", env=env)
    assert audited.returncode == 0 and json.loads(audited.stdout)["ok"]
    unknown = run_cli("audit", "counting_race", "0" * 32, "--redis-url", real_redis_url, env=env)
    assert unknown.returncode == 2 and "no game" in unknown.stderr and unknown.stderr.count("\n") == 1
    output = tmp_path / "all.ndjson"
    exported = run_cli("export", "counting_race", "--redis-url", real_redis_url, "-o", str(output), "--json", env=env)
    assert exported.returncode == 0, exported.stderr
    assert {json.loads(line)["game_id"] for line in output.read_bytes().splitlines()} == {gid}
    verified = run_cli("verify", str(output), "--json")
    assert verified.returncode == 0 and json.loads(verified.stdout)["ok"]


POISON = """
import sys
class Blocked:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {blocked!r}:
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Blocked())
for name in [m for m in sys.modules if m.split(".")[0] in {blocked!r}]:
    del sys.modules[name]
from shared.tools import cli
from shared.audit import verifier
from shared.domain.registry import available_games, load_engine
assert {{"academic_society", "royal_archeology", "modern_society"}} <= set(available_games())
for game in available_games():
    load_engine(game)
sys.exit(cli.main(sys.argv[1:]))
"""


def test_the_verifier_runs_with_the_server_packages_blocked(honest, tmp_path):
    """The base install (no [server] extra) is enough: flask, redis, celery... are never imported."""
    events, _, _ = honest
    export = tmp_path / "game.ndjson"
    export.write_bytes(b"\n".join(lines_of(events)))
    blocked = ("flask", "flask_smorest", "redis", "celery", "kombu", "fakeredis", "gunicorn", "gevent",
               "marshmallow", "prometheus_client")
    script = POISON.format(blocked=blocked)
    result = subprocess.run([sys.executable, "-c", script, "verify", str(export)], cwd=ROOT, capture_output=True,
                            text=True, env={**os.environ, **FIXTURE_ENV}, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "verdict: PASS" in result.stdout


@pytest.fixture
def served(app):
    """The app over real HTTP (werkzeug in a thread): what the URL forms of the CLI talk to."""
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def test_the_url_forms_page_through_events_and_exports(app, served, tmp_path, capsys, monkeypatch):
    client = app.test_client()
    # The games are the test client's (unlisted by default): its auditor fetches them with its key.
    monkeypatch.setenv("TABLETOP_CLIENT_KEY", TEST_CLIENT_KEY)
    games = [finished_game(client)[0] for _ in range(3)]
    events_url = f"{served}/v1/games/{games[0]}/events"
    assert read_source(events_url) == export_of(client, games[0])
    assert cli.main(["verify", events_url]) == 0  # the keys come from that server's /v1/keys
    assert "verdict: PASS" in capsys.readouterr().out
    assert cli.main(["verify", f"{served}/v1/exports/games?limit=1", "--json"]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert [g["game_id"] for g in verdict["games"]] == games and verdict["ok"]
    output = tmp_path / "all.ndjson"
    assert cli.main(["export", "--url", served, "-o", str(output)]) == 0
    assert {json.loads(line)["game_id"] for line in output.read_bytes().splitlines()} == set(games)
    assert cli.main(["audit", "counting_race", games[1], "--url", served]) == 0
    assert "PASS" in capsys.readouterr().out
    assert cli.main(["audit", "counting_race", "f" * 32, "--url", served]) == 2
    assert "HTTP 404" in capsys.readouterr().err


def test_tabletop_export_counts_its_events_off_a_terminal(app, served, tmp_path, capsys, monkeypatch):
    """Issue 36, item 3: the events written so far and the rate, on stderr (the export may be on stdout)."""
    client = app.test_client()
    monkeypatch.setenv("TABLETOP_CLIENT_KEY", TEST_CLIENT_KEY)
    monkeypatch.setenv(EVERY_S_VARIABLE, "0")
    finished_game(client)
    output = tmp_path / "all.ndjson"
    assert cli.main(["export", "--url", served, "-o", str(output)]) == 0
    events = len(output.read_bytes().splitlines())
    counted = [line.split(" [")[0] for line in capsys.readouterr().err.splitlines() if line.startswith("export:")]
    assert counted[:2] == ["export: 1 events", "export: 2 events"] and counted[-1] == f"export: {events} events"


@pytest.mark.parametrize("replacement", [None, [], "x", 10**30, -1, True, {"a": 1}])
def test_any_field_of_any_event_garbled_is_a_failed_verdict_never_a_crash(honest, replacement):
    events, keys, receipts = honest
    for index in (0, 2, len(events) - 1):
        for field in [*events[index], "missing"]:
            forged = copy.deepcopy(events)
            if field == "missing":
                forged[index] = {k: v for k, v in forged[index].items() if k != "data"}
            else:
                forged[index][field] = replacement
            try:
                verdict = verify_export(lines_of(forged), keys, receipts)
            except ExportError:
                continue  # no longer an envelope at all: the export is refused as unreadable
            assert not verdict["ok"], (index, field, replacement)
