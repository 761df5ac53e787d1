"""Issue 20, item 4: public dumps (zstandard NDJSON per game kind and month, a signed manifest) and
`tabletop verify DUMP`, streaming."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime

import pytest
import zstandard

from shared.audit import dumps
from shared.base.config import Config
from shared.base.progress import EVERY_S_VARIABLE, shown
from shared.store.archive_backends import close_shared_archive
from shared.store.signing import keys_by_id
from shared.tools import cli
from shared.workers import archive_tasks
from shared.workers.worker import Worker
from tests.platform.archived_mode import hosted_app
from tests.task_recorder import RecordingSender

BOTS = [{"name": "ann", "kind": "bot", "policy": "greedy"}, {"name": "bob", "kind": "bot", "policy": "random"}]


@pytest.fixture
def archived(fake_redis, tmp_path, request):
    """Three finished games, archived; the month they finished in; the server's runtime."""
    app = hosted_app(fake_redis, tmp_path, "archived", request.addfinalizer)
    client = app.test_client()
    for seed in (1, 2, 3):
        client.post("/v1/games", json={"players": BOTS, "seed": seed, "visibility": "public"})
    rt = app.extensions["tabletop"]
    assert len(app.extensions["archived_games"]) == 3
    return rt, datetime.now(UTC).strftime("%Y-%m"), client


def test_a_dump_verifies_offline_and_every_tampering_fails(archived, tmp_path, capsys):
    rt, month, client = archived
    manifest = dumps.write_dump(rt.store.archive, month, str(tmp_path / "dumps"), rt.service.keyring.active())
    folder = tmp_path / "dumps" / month
    (entry,) = manifest["files"]
    assert entry["game"] == "counting_race" and entry["games"] == 3
    assert sorted(os.listdir(folder)) == [f"counting_race-{month}.ndjson.zst", "manifest.json"]
    lines = zstandard.ZstdDecompressor().decompress((folder / entry["name"]).read_bytes(),
                                                    max_output_size=1 << 24).splitlines()
    first = json.loads(lines[0])["game_id"]
    served = client.get(f"/v1/games/{first}/events?raw=true", headers={"Accept": "application/x-ndjson"}).data
    assert [json.loads(line) for line in lines if json.loads(line)["game_id"] == first] == \
        [json.loads(line) for line in served.splitlines()]
    assert len(lines) == entry["events"]
    keys_file = tmp_path / "keys.json"
    keys_file.write_text(json.dumps(rt.service.keyring.published()))
    assert cli.main(["verify", str(folder), "--keys", str(keys_file)]) == 0
    assert "signed by the published key" in capsys.readouterr().out
    assert cli.main(["verify", str(folder / "manifest.json")]) == 0
    verdict = dumps.verify_dump(str(folder))
    assert verdict["ok"] and verdict["files"][0]["games"] == 3

    other_keys = tmp_path / "other.json"
    other_keys.write_text(json.dumps([{"key_id": "x", "public_key": "y"}]))
    assert not dumps.verify_dump(str(folder), json.loads(other_keys.read_text()))["ok"]

    forged = dict(manifest, files=[dict(entry, games=2)])
    (folder / "manifest.json").write_text(json.dumps(forged))
    assert dumps.verify_dump(str(folder))["checks"]["signature"]["ok"] is False
    (folder / "manifest.json").write_text(json.dumps(manifest))

    # A game's event altered and the file recompressed: the sha256 and that game's audit both fail.
    changed = [json.loads(line) for line in lines]
    changed[3]["data"] = {"tampered": True}
    (folder / entry["name"]).write_bytes(zstandard.ZstdCompressor().compress(
        b"".join(json.dumps(e).encode() + b"\n" for e in changed)))
    report = dumps.verify_dump(str(folder))["files"][0]
    assert not report["ok"] and report["failures"][0]["game_id"] == changed[3]["game_id"]
    assert any(p.startswith("sha256") for p in report["problems"])
    assert cli.main(["verify", str(folder)]) == 1


def test_writing_and_verifying_a_dump_show_their_progress_off_a_terminal(archived, tmp_path, capsys,
                                                                           monkeypatch):
    """Issue 36, item 3: each kind's games counted against the archive's count as they are written, and
    each file's against its manifest entry as they are verified (stderr; the verdict stays on stdout)."""
    rt, month, _ = archived
    monkeypatch.setenv(EVERY_S_VARIABLE, "0")
    dumps.write_dump(rt.store.archive, month, str(tmp_path / "dumps"), rt.service.keyring.active(),
                     watch=shown(f"archive dump {month}", " games"))
    written = capsys.readouterr().err.splitlines()
    assert [line.split(" [")[0] for line in written] == [
        f"archive dump {month} counting_race:  33% 1/3", f"archive dump {month} counting_race:  67% 2/3",
        f"archive dump {month} counting_race: 100% 3/3"]
    assert cli.main(["verify", str(tmp_path / "dumps" / month)]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines()[-1].startswith(f"verify counting_race-{month}.ndjson.zst: 100% 3/3 [")
    assert not any(line.startswith("verify counting_race") for line in captured.out.splitlines())


def test_the_periodic_task_dumps_last_month_once(archived, fake_redis, tmp_path):
    rt, month, _ = archived
    config = Config(archive_url=rt.config.archive_url, dump_dir=str(tmp_path / "periodic"))
    worker = Worker(config, sender=RecordingSender(), redis=fake_redis)
    worker._runtimes["counting_race"] = rt
    start = datetime.strptime(month, "%Y-%m").replace(tzinfo=UTC)
    next_month = start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    assert archive_tasks.dump(worker, now=next_month) is None  # the month has not been over a day yet
    assert archive_tasks.dump(worker, now=next_month.replace(day=2)) is not None
    assert archive_tasks.dump(worker, now=next_month.replace(day=3)) is None  # written already
    assert dumps.verify_dump(str(tmp_path / "periodic" / month))["ok"]
    assert keys_by_id(rt.service.keyring.published())


def test_a_bad_period_or_a_missing_manifest_is_one_line(tmp_path, capsys):
    with pytest.raises(ValueError):
        dumps.month_bounds("2026-13")
    assert dumps.month_bounds("2026-12") == ("2026-12-01", "2027-01-01")
    (tmp_path / "manifest.json").write_text("{}")
    assert cli.main(["verify", str(tmp_path)]) == 2
    assert "not a dump manifest" in capsys.readouterr().err


@pytest.mark.integration
def test_the_archive_commands_backfill_archive_and_dump(real_redis_url, real_redis, key_prefix, tmp_path,
                                                         monkeypatch, capsys, request):
    """`tabletop archive run --backfill` takes games that finished before archival was set up (not on the
    due list), `tabletop archive dump --month` writes their month, `tabletop verify` passes it."""
    from shared.app.runtime import build_runtime
    from shared.domain.registry import load_engine
    from shared.store import keys

    url = f"sqlite://{tmp_path}/archive.sqlite3"
    request.addfinalizer(lambda: close_shared_archive(url))
    for name, value in {"REDIS_URL": real_redis_url, "KEY_PREFIX": key_prefix, "ARCHIVE_URL": url,
                        "DUMP_DIR": str(tmp_path / "dumps")}.items():
        monkeypatch.setenv(name, value)
    rt = build_runtime(load_engine("academic_society"), Config(dispatch="inline", key_prefix=key_prefix),
                       real_redis)  # no archive yet: finished games are not listed as due
    game_id = rt.service.create_game([{"name": "ann", "kind": "bot"}, {"name": "bob", "kind": "bot"}], {}, 4)["game_id"]
    assert not real_redis.exists(keys.archive_due_key(key_prefix))
    assert cli.main(["archive", "run"]) == 0 and '"archived"' not in capsys.readouterr().out
    assert cli.main(["archive", "run", "--backfill"]) == 0
    assert '"archived": 1' in capsys.readouterr().out
    assert real_redis.exists(rt.store.keys(game_id).archived) and not real_redis.exists(rt.store.keys(game_id).events)
    month = datetime.now(UTC).strftime("%Y-%m")
    assert cli.main(["archive", "dump", "--month", month]) == 0
    assert cli.main(["verify", str(tmp_path / "dumps" / month)]) == 0
    assert "1 games" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli.main(["archive", "dump", "--month", "December"])


def test_a_public_dump_holds_only_public_games_naming_no_user(archived, tmp_path):
    """docs/frontends/visibility.md: unlisted and private games, and a client's users, stay out of the public dumps."""
    rt, month, client = archived
    named = [{**bot, "user": bot["name"]} for bot in BOTS]
    for body in ({"players": BOTS}, {"players": BOTS, "visibility": "private"},
                 {"players": named, "visibility": "public"}):
        assert client.post("/v1/games", json={**body, "seed": 9}).status_code == 201
    assert len(client.application.extensions["archived_games"]) == 6
    manifest = dumps.write_dump(rt.store.archive, month, str(tmp_path / "dumps"), rt.service.keyring.active())
    assert [entry["games"] for entry in manifest["files"]] == [3]
    assert dumps.verify_dump(str(tmp_path / "dumps" / month))["ok"]
