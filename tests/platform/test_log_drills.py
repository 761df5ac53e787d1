"""Issue 21, drills: a killed sequencer resumes without gaps or duplicate leaves; two sequencers never
interleave a batch; a monitor and a witness process catch a server that shows them a forked log,
and the witness refuses to co-sign it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time

import fakeredis
import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from redis.exceptions import ConnectionError as RedisConnectionError

from shared.audit import log_proofs
from shared.base.config import Config
from shared.domain import merkle
from shared.http.factory import create_app
from shared.store.log_storage import RedisLogStorage
from shared.store.signing import KeyRing, b64encode, keys_by_id
from shared.store.transparency_log import TransparencyLog, leaf, leaf_hash_of
from tests.platform.test_auditing import finished_game
from tests.platform.test_transparency_log import independent_check

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def leaves(n: int, start: int = 0) -> list[dict]:
    return [leaf("game_finished", f"g{i}", 9, f"{i:064x}") for i in range(start, start + n)]


def logged_in_order(storage: RedisLogStorage) -> list[dict]:
    entries = [json.loads(raw) for raw in storage.redis.hvals(storage.keys.index)]
    entries.sort(key=lambda e: e["index"])
    assert [e["index"] for e in entries] == list(range(len(entries))), "no gap, no index twice"
    return [e["leaf"] for e in entries]


def assert_whole(log: TransparencyLog, expected: list[dict]) -> None:
    assert logged_in_order(log.storage) == expected
    assert log.storage.size() == len(expected)
    head = log.tree_head()
    assert head["size"] == len(expected)
    assert head["root"] == merkle.root_of([leaf_hash_of(e) for e in expected]).hex()
    assert not log.storage.pending(1)


class Killed(Exception):
    """A worker killed in the middle of a run (raised where the drill cuts it short)."""


class DyingStorage:
    """The real storage, except that the n-th commit dies: before the script runs, or after it ran
    and before the sequencer heard back (its reply lost)."""

    def __init__(self, storage, die_at: int, after_write: bool):
        self.storage, self.die_at, self.after_write, self.commits = storage, die_at, after_write, 0

    def __getattr__(self, name):
        return getattr(self.storage, name)

    def commit(self, *args):
        self.commits += 1
        if self.commits == self.die_at:
            if self.after_write:
                self.storage.commit(*args)
            raise Killed("the sequencer died here")
        return self.storage.commit(*args)


@pytest.mark.parametrize("after_write", [False, True])
def test_a_sequencer_dying_mid_batch_resumes_without_gap_or_duplicate(fake_redis, after_write):
    storage = RedisLogStorage(fake_redis, "d:")
    keyring = KeyRing(fake_redis, "d:")
    submitted = leaves(30)
    TransparencyLog(storage, keyring).submit(submitted[:20] + submitted[5:8] + submitted[20:])  # 3 resubmitted
    with pytest.raises(Killed):
        TransparencyLog(DyingStorage(storage, 3, after_write), keyring).sequence(batch=4)
    assert storage.size() == (12 if after_write else 8)
    resumed = TransparencyLog(storage, keyring)
    before = storage.size()
    assert resumed.sequence(batch=4) == 30 - before
    assert_whole(resumed, submitted)


def test_a_sequencer_dying_before_it_signs_leaves_the_next_run_to_sign(fake_redis, monkeypatch):
    storage = RedisLogStorage(fake_redis, "s:")
    log = TransparencyLog(storage, KeyRing(fake_redis, "s:"))
    log.submit(leaves(5))
    monkeypatch.setattr(storage, "save_head", lambda head: (_ for _ in ()).throw(RedisConnectionError("gone")))
    with pytest.raises(RedisConnectionError):
        log.sequence()
    monkeypatch.undo()
    assert storage.size() == 5 and storage.head() is None
    assert log.sequence() == 0  # nothing pending: it only signs
    assert_whole(log, leaves(5))


def test_two_sequencers_racing_never_interleave_a_batch(fake_redis):
    storage = RedisLogStorage(fake_redis, "r:")
    keyring = KeyRing(fake_redis, "r:")
    first, second = TransparencyLog(storage, keyring), TransparencyLog(storage, keyring)
    first.submit(leaves(10))

    class Overtaken(DyingStorage):
        def commit(self, *args):
            self.commits += 1
            if self.commits == 1:
                second.sequence(batch=3)  # the other sequencer commits first: ours was computed on a stale size
            return self.storage.commit(*args)

    TransparencyLog(Overtaken(storage, 0, False), keyring).sequence(batch=3)
    assert_whole(first, leaves(10))


@pytest.mark.integration
def test_a_sequencer_process_killed_with_sigkill_resumes_exactly(real_redis, real_redis_url, key_prefix):
    storage = RedisLogStorage(real_redis, key_prefix)
    keyring = KeyRing(real_redis, key_prefix)
    submitted = leaves(3000)
    TransparencyLog(storage, keyring).submit(submitted)
    script = ("import sys, redis\n"
              "from shared.store.log_storage import RedisLogStorage\n"
              "from shared.store.signing import KeyRing\n"
              "from shared.store.transparency_log import TransparencyLog\n"
              "r = redis.Redis.from_url(sys.argv[1])\n"
              "TransparencyLog(RedisLogStorage(r, sys.argv[2]), KeyRing(r, sys.argv[2])).sequence("
              "batch=7, max_batches=10**6)\n")
    process = subprocess.Popen([sys.executable, "-c", script, real_redis_url, key_prefix], cwd=ROOT,
                               stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while storage.size() < 50 and time.monotonic() < deadline:
        time.sleep(0.005)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)
    assert 0 < storage.size() < len(submitted), "killed mid-way"
    TransparencyLog(storage, keyring).sequence(max_batches=10**6)
    assert_whole(TransparencyLog(storage, keyring), submitted)


# -- a server forking the log for one party: the monitor and a witness process catch it -----------------


SEED = b64encode(bytes(range(32)))  # both servers sign with the one key: the fork is the operator's


@pytest.fixture
def honest_and_forked():
    """Two servers of one deployment's key: the honest one, and one showing a forked log."""
    config = Config(dispatch="inline", signing_key=SEED)
    apps = [create_app("counting_race", config, redis=fakeredis.FakeRedis()) for _ in range(2)]
    servers = [serve(app) for app in apps]
    yield apps, [url for url, _ in servers]
    for _, server in servers:
        server.shutdown()


def serve(app):
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}", server


def the_log(app) -> TransparencyLog:
    return app.extensions["tabletop"].log_feed.log


def process(*args) -> subprocess.CompletedProcess:
    """`tabletop log ...` as a process of its own (a witness is one)."""
    return subprocess.run([sys.executable, "-m", "shared.tools.cli", "log", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def cli(*args) -> int:
    """The same verbs in this process (quicker), for the steps that need no process of their own."""
    from shared.tools import cli as tabletop

    return tabletop.main(["log", *args])


def test_a_witness_cosigns_consistent_heads_and_refuses_a_forked_one(honest_and_forked, tmp_path, capsys):
    (honest, forked), (honest_url, forked_url) = honest_and_forked
    key_file, state, monitor_state = tmp_path / "witness.pem", tmp_path / "witness.json", tmp_path / "monitor.json"
    assert cli("witness-key", str(key_file)) == 0
    public_key = capsys.readouterr().out.strip()
    for app in (honest, forked):  # even a forking server accepts this witness: the witness itself must refuse
        the_log(app).register_witness(public_key, "test witness")

    client = honest.test_client()
    finished_game(client)
    witnessed = process("witness", honest_url, "--key", str(key_file), "--state", str(state))
    assert witnessed.returncode == 0 and "co-signed" in witnessed.stdout, witnessed.stderr
    assert cli("monitor", honest_url, "--state", str(monitor_state)) == 0
    head = client.get("/v1/log/tree-head").json
    witnesses = keys_by_id(client.get("/v1/log/keys").json["witnesses"])
    assert log_proofs.cosigners(head, witnesses) == [next(iter(witnesses))]

    # The honest log grows: the witness checks the consistency proof and co-signs again.
    finished_game(client)
    assert cli("witness", honest_url, "--key", str(key_file), "--state", str(state)) == 0
    assert cli("monitor", honest_url, "--state", str(monitor_state)) == 0
    grown = client.get("/v1/log/tree-head").json
    assert grown["size"] > head["size"] and log_proofs.cosigners(grown, witnesses)
    # The checker written from docs/FORMAT.md alone accepts the co-signatures too.
    bundle = {"keys": client.get("/v1/log/keys").json, "heads": [head, grown]}
    assert independent_check(bundle, tmp_path).returncode == 0
    bundle["heads"][1] = dict(grown, cosignatures=[dict(grown["cosignatures"][0], signature=head["signature"])])
    assert independent_check(bundle, tmp_path).returncode == 1

    # The forked server: the honest leaves, but one game's head swapped for another history's, then more.
    honest_leaves = logged_in_order(the_log(honest).storage)
    fork = [dict(e, hash="f" * 64) if i == 1 else e for i, e in enumerate(honest_leaves)] + leaves(2)
    the_log(forked).submit(fork)
    the_log(forked).sequence()
    refused = process("witness", forked_url, "--key", str(key_file), "--state", str(state))
    assert refused.returncode == 1 and "FORK" in refused.stderr, (refused.stdout, refused.stderr)
    capsys.readouterr()
    assert cli("monitor", forked_url, "--state", str(monitor_state)) == 1
    assert "FORK" in capsys.readouterr().err
    assert forked.test_client().get("/v1/log/tree-head").json["cosignatures"] == []
    # The honest log still passes afterwards (the state files were not overwritten by the fork).
    assert cli("monitor", honest_url, "--state", str(monitor_state)) == 0


def test_the_witness_endpoint_refuses_strangers_bad_signatures_and_unsigned_heads(honest_and_forked):
    (honest, _), _ = honest_and_forked
    client = honest.test_client()
    finished_game(client)
    head = client.get("/v1/log/tree-head").json
    private = Ed25519PrivateKey.generate()
    from shared.store.signing import public_text

    entry = the_log(honest).register_witness(public_text(private.public_key()), "w")

    def cosign(size, root, time_ms, key_id=entry["key_id"], signer=private):
        message = merkle.signed_head_message(merkle.COSIGNATURE_KIND, size, root, time_ms)
        return client.post("/v1/log/witness", json={"size": size, "root": root, "time": time_ms, "key_id": key_id,
                                                    "signature": b64encode(signer.sign(message))})

    assert cosign(head["size"], head["root"], head["time"], key_id="nobody").status_code == 401
    assert cosign(head["size"], head["root"], head["time"], signer=Ed25519PrivateKey.generate()).status_code == 401
    refused = cosign(head["size"], "0" * 64, head["time"])
    assert refused.status_code == 409 and refused.json["error"]["code"] == "unknown_tree_head"
    assert client.post("/v1/log/witness", json={"size": "x"}).status_code == 422
    assert client.get("/v1/log/tree-head").json["cosignatures"] == []
    accepted = cosign(head["size"], head["root"], head["time"])
    assert accepted.status_code == 201
    assert accepted.json["cosignatures"] == [{"key_id": entry["key_id"], "signature": accepted.json["cosignatures"][0]
                                              ["signature"]}]


# -- under the workers: the partition task that projects a finished game sequences its leaf; the sweep
# -- covers a run lost with a killed task -----------------------------------------------------------------


def _finished_under_the_workers(worker, sender, seed):
    from shared.workers import tasks as workers

    rt = worker.runtime("counting_race")
    game = rt.service.create_game([{"name": "a", "kind": "bot", "policy": "greedy"}], {}, seed)
    while ("advance", "counting_race", game["game_id"]) in sender.sent:
        sender.sent.remove(("advance", "counting_race", game["game_id"]))
        workers.advance(worker, "counting_race", game["game_id"])
    for partition in range(8):
        workers.project_partition(worker, partition)
    record = rt.service.load(game["game_id"])
    assert record.result is not None
    return record




def test_the_log_bench_figures_run_on_a_small_log(fake_redis):
    """`make bench`'s log figures, at a size a test can afford (the bench itself runs 10^6 leaves)."""
    from shared.tools import log_bench

    sequencing = log_bench.measure_sequencing(fake_redis, "bench-a:", 120)
    assert sequencing["sequence_per_s"] > 0 and sequencing["submit_per_s"] > 0
    proofs = log_bench.measure_proofs(fake_redis, "bench-b:", 1_100, proofs=5)
    assert proofs["inclusion_max_bytes"] <= 32 * (1_100).bit_length()
    assert proofs["consistency_max_bytes"] <= 32 * 2 * (1_100).bit_length()


@pytest.mark.integration
def test_the_operator_registers_a_witness_from_the_command_line(real_redis, real_redis_url, key_prefix, monkeypatch,
                                                               capsys):
    from shared.tools import cli as tabletop

    monkeypatch.setenv("KEY_PREFIX", key_prefix)
    # A base64url key that begins with "-" (one in 64 does), the case an operator's shell line must survive.
    public_key = next(key for key in (b64encode(Ed25519PrivateKey.generate().public_key().public_bytes_raw())
                                      for _ in range(10_000)) if key.startswith("-"))
    # A base64url key may begin with "-" (one in 64 does): after `--` it is never read as an option.
    assert tabletop.main(["log", "register-witness", "--name", "Ada's witness", "--redis-url", real_redis_url,
                          "--", public_key]) == 0
    entry = json.loads(capsys.readouterr().out)
    assert RedisLogStorage(real_redis, key_prefix).witnesses() == {entry["key_id"]: entry}
    assert entry["name"] == "Ada's witness" and entry["public_key"] == public_key
    assert tabletop.main(["log", "register-witness", "not-a-key", "--name", "x", "--redis-url", real_redis_url]) == 2
    assert "not an Ed25519 public key" in capsys.readouterr().err


def test_a_sequencer_that_lost_a_race_never_moves_the_cursor_back(fake_redis):
    storage = RedisLogStorage(fake_redis, "c:")
    keyring = KeyRing(fake_redis, "c:")
    log = TransparencyLog(storage, keyring)
    log.submit(leaves(6))
    early = storage.pending(2)  # a sequencer reads two entries, then stalls
    log.sequence()  # another sequences all six
    cursor = fake_redis.hget(storage.keys.state, "cursor")
    assert TransparencyLog(storage, keyring)._append_batch([e for _, e in early], early[-1][0]) == 0
    assert fake_redis.hget(storage.keys.state, "cursor") == cursor
    log.submit(leaves(1, start=6))
    assert log.sequence() == 1
    assert_whole(log, leaves(7))



def test_a_checkpoint_of_a_write_without_the_result_queues_its_run(fake_redis, key_prefix):
    from shared.app.after_append import scheduling
    from shared.app.after_append.log_feed import LogFeed, transparency_log
    from shared.bus.handlers import WORKER
    from shared.store.signing import KeyRing
    from tests.task_recorder import RecordingSender

    config = Config(key_prefix=key_prefix, log_checkpoint_every=10)
    sender = RecordingSender()
    feed = LogFeed(transparency_log(fake_redis, config, KeyRing(fake_redis, key_prefix)), config, WORKER, sender)
    hook = feed.heads_hook("game_checkpoint", sequenced_after="game_finished")
    moves = [{"type": "moved", "version": v} for v in range(8, 13)]
    hook("g1", 7, 12, moves, "ab" * 32)
    assert sender.sent == [("log",)]  # crossed 10, no result in the write: a run of its own
    fake_redis.delete(scheduling.sequencing_flag(config))
    sender.sent.clear()
    hook("g2", 7, 13, [*moves, {"type": "game_finished", "version": 13}], "cd" * 32)
    assert sender.sent == []  # the result's projection submits its own head and starts the run
    assert len(feed.log.storage.pending(10)) == 2  # both checkpoint leaves were submitted


def test_a_run_stops_at_the_first_short_read_and_says_whether_it_drained_the_pending_leaves(fake_redis):
    storage = RedisLogStorage(fake_redis, "drain:")
    log = TransparencyLog(storage, KeyRing(fake_redis, "drain:"))
    reads = []
    pending = storage.pending
    storage.pending = lambda count: reads.append(count) or pending(count)
    log.submit(leaves(5))
    assert log.sequence_drained(max_batches=2, batch=2) == (4, False)  # a flood: stopped at max_batches
    assert len(reads) == 2 and storage.pending(1)
    reads.clear()
    assert log.sequence_drained(max_batches=5, batch=2) == (1, True) and len(reads) == 1  # short: the end
    log.submit(leaves(4, start=5))
    reads.clear()
    assert log.sequence_drained(max_batches=5, batch=2) == (4, True) and len(reads) == 3  # 2, 2, then none
    assert_whole(log, leaves(9))
