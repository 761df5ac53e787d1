"""The transparency log's sequencer as a worker task (shared.store.transparency_log does the work).

One task at a time is queued (shared.app.after_append.scheduling.schedule_sequencing); it clears its flag before
reading the pending leaves, so a leaf submitted during a run queues the next one. A killed task
leaves either a whole committed batch or nothing (the storage's commit script), so the retry, the
next submission or the sweep resumes without a gap or a duplicate leaf.
"""

from __future__ import annotations

import logging

from shared.app.after_append import scheduling
from shared.app.after_append.log_feed import transparency_log
from shared.bus import queues
from shared.store import task_flags
from shared.store.signing import KeyRing, private_key_from_config
from shared.store.transparency_log import TransparencyLog
from shared.workers.worker import Worker


def worker_log(worker: Worker) -> TransparencyLog:
    """This worker's handle on the deployment's log (built once)."""
    config = worker.config

    def build() -> TransparencyLog:
        redis = worker.redis()
        keyring = KeyRing(redis, config.key_prefix, private_key_from_config(config.signing_key, config.signing_key_file))
        return transparency_log(redis, config, keyring)

    return worker.service("transparency_log", build)


def sequence_log(worker: Worker) -> int:
    """Sequence what is pending and sign the new head; returns how many leaves were appended."""
    log = worker_log(worker)
    task_flags.release_flag(worker.redis(), scheduling.sequencing_flag(worker.config))  # before reading: see the docstring
    appended, drained = log.sequence_drained()
    if not drained and log.storage.pending(1):  # a flood larger than one run: the next run continues
        scheduling.schedule_sequencing(worker.redis(), worker.sender, worker.config)
    return appended


def sweep_log(worker: Worker) -> int:
    """The sweep's share: queue a run when leaves wait or the tree has grown past its last signed head,
    unless a run is queued (a lost run's flag expires within FLAG_TTL_S: the next sweep queues one)."""
    log = worker_log(worker)
    size, head = log.storage.size(), log.storage.head()
    if log.storage.pending(1) or (size and (head is None or head["size"] != size)):
        return int(scheduling.schedule_sequencing(worker.redis(), worker.sender, worker.config))
    return 0


def run_or_queue_sequencing(worker: Worker) -> None:
    """A sequencer run owed by follow-ups this worker has just run (shared.workers.followups): the same run
    the queued task would make (its flag cleared first), one trip through the broker fewer; if it fails,
    the task is queued (and retried with backoff) as before."""
    try:
        sequence_log(worker)
    except Exception:  # noqa: BLE001 - the follow-ups are done; the sequencer's task retries with backoff
        logging.getLogger(__name__).exception("the transparency log's sequencer failed after follow-ups: queued")
        worker.sender.send(queues.SEQUENCE_LOG)
