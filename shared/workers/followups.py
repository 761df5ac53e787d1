"""The follow-up consumers: long-lived readers of the partitions' follow-up streams inside the workers.

Each append with follow-up work XADDs one entry to its partition's stream in the append's own script
call (shared.app.after_append.pipeline). A consumer reads every partition's stream in the consumer group
FOLLOW_UP_GROUP with one blocking XREADGROUP, runs the follow-up subscribers of a batch (per game kind,
through that kind's pipeline) and acknowledges it with one XACK per stream. No broker message per move.

- At least once: a batch whose subscribers raise stays pending and is taken again (XAUTOCLAIM) once
  idle CLAIM_IDLE_MS, by this consumer or another; so is a dead consumer's. Every effect is idempotent.
- Redis restarted empty (no group), or away: the group is made again at once and reads resume within
  RECONNECT_S of Redis answering, beginning with the entries this consumer held when it went away; it
  queues a recovery sweep (shared.workers.recovery). Nothing waits for a sweep period.
- Redis Cluster: the streams live in 8 slots, so each is read on its own (without blocking, pausing
  IDLE_S when all were empty), and an entry is written just ahead of its append (never lost if the writer
  dies between the two), so it is followed once its append is stored (`_landed`).

One consumer thread runs in each worker that consumes the projections queue (FollowUpStep, a Celery
worker bootstep; `tabletop run` starts one such worker).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from collections import defaultdict

from kombu.exceptions import OperationalError as BrokerUnreachable

from shared.app.after_append.follow_up_entry import FollowUp
from shared.bus import queues
from shared.store.connection import CommandRefused, StoreUnavailable
from shared.store.follow_up_streams import FollowUpStreams, entry_payload, is_missing_group, partition_streams
from shared.store.replies import text
from shared.workers import log_tasks, recovery

log = logging.getLogger(__name__)

BATCH = 200
BLOCK_MS = 1000
CLAIM_IDLE_MS = 5000  # a pending entry this long unacknowledged is retried (its consumer died or failed)
CLAIM_EVERY_S = 2.0
RECONNECT_S = 0.2
MAX_ATTEMPTS = 5
IDLE_S = 0.05
# Redis or the broker (a follow-up queues an advance, a webhook task) away: not the entries' fault. They stay
# pending, uncounted, and are followed again as soon as both answer (FollowUpConsumer.recovered).
UNREACHABLE = (*StoreUnavailable, BrokerUnreachable)
# Redis Cluster's entries written ahead of their appends (see FollowUpConsumer._landed): an append's script call
# lands within milliseconds of its entry; one not stored after ORPHAN_AFTER_MS never will be (its writer died
# first, or its call failed: every such call is refused or answered long before).
LANDING_WAIT_S = 0.2
LANDING_POLL_S = 0.01
ORPHAN_AFTER_MS = 60_000


class FollowUpConsumer:
    def __init__(self, worker, name: str | None = None):
        self.worker = worker
        self.config = worker.config
        self.name = name or f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"
        self._store: FollowUpStreams | None = None
        self.streams = partition_streams(self.config.key_prefix)
        self._claimed_at = 0.0
        self._failures: dict = {}  # entry id -> failed runs in this process (MAX_ATTEMPTS: set aside)

    def _streams_on(self, redis) -> FollowUpStreams:
        """The streams on this client (kept while the client is: a reconnection brings a new one)."""
        if self._store is None or self._store.redis is not redis:
            self._store = FollowUpStreams(redis, self.config.key_prefix)
        return self._store

    def ensure_groups(self, redis) -> None:
        self._streams_on(redis).ensure_groups()

    def run(self, stop: threading.Event) -> None:
        """Until `stop` is set: read, follow, acknowledge; survive Redis going away and coming back."""
        redis = None
        unreachable = False
        while not stop.is_set():
            try:
                if redis is None:
                    redis = self.worker.redis()
                    self.ensure_groups(redis)
                if unreachable:
                    self.recovered(redis)
                    unreachable = False
                self.step(redis)
            except UNREACHABLE:
                unreachable = True
                time.sleep(RECONNECT_S)
            except CommandRefused as error:
                if is_missing_group(error):  # Redis came back empty: the groups again, at once
                    redis, unreachable = None, True
                    continue
                log.exception("the follow-up consumer failed; reading again")
                time.sleep(RECONNECT_S)
            except Exception:  # noqa: BLE001 - the consumer thread must outlive any one batch
                log.exception("the follow-up consumer failed; reading again")
                time.sleep(RECONNECT_S)

    def recovered(self, redis) -> int:
        """Redis (or the broker) answers again: what this consumer was following when it went away is
        followed now (not once idle CLAIM_IDLE_MS), and a recovery sweep re-queues the tasks the outage
        lost (shared.workers.recovery). Returns the entries followed. Raises while either is still away."""
        done = 0
        streams = self._streams_on(redis)
        for stream in self.streams:  # one stream at a time: the same on Redis Cluster
            for name, entries in streams.held_entries(self.name, stream, BATCH):
                done += self.follow(redis, {name: entries})
        recovery.queue_recovery_sweep(self.worker, "Redis reachable again")
        return done

    def step(self, redis) -> int:
        """One read (and, every CLAIM_EVERY_S, one claim of stale entries); returns entries followed."""
        done = 0
        streams = self._streams_on(redis)
        if time.monotonic() - self._claimed_at >= CLAIM_EVERY_S:
            self._claimed_at = time.monotonic()
            for stream in self.streams:
                entries = streams.claim_stale_entries(stream, self.name, CLAIM_IDLE_MS, BATCH)
                done += self.follow(redis, {stream: entries})
                self.trim(redis, stream)
        if self.config.redis_cluster:
            batches = {}
            for stream in self.streams:
                for name, entries in streams.new_entries_of(self.name, stream, BATCH):
                    batches[name] = entries
            if not batches:
                time.sleep(IDLE_S)
        else:
            batches = streams.wait_for_new_entries(self.name, BATCH, BLOCK_MS)
        return done + self.follow(redis, batches)

    def follow(self, redis, batches: dict) -> int:
        """Run the follow-ups of each stream's entries (per game kind, in order), then acknowledge them. A
        stream whose batch fails is followed entry by entry, so one bad entry holds up no other (nor any
        other stream); an entry that failed MAX_ATTEMPTS times is set aside in the dead letters, logged."""
        done = 0
        for stream, entries in batches.items():
            entries = self._landed(redis, stream, entries)
            if not entries:
                continue
            try:
                self._follow_entries(entries)
            except UNREACHABLE:
                raise  # Redis or the broker: the run loop reconnects, the entries stay pending
            except Exception:  # noqa: BLE001 - one stream's bad batch must not stop the others
                log.exception("follow-ups of %s failed; following them one by one", stream)
                done += self._one_by_one(redis, stream, entries)
                continue
            self._streams_on(redis).acknowledge(stream, *[entry_id for entry_id, _ in entries])
            done += len(entries)
        return done

    def _landed(self, redis, stream: str, entries: list) -> list:
        """The entries whose appends are stored. On Redis Cluster an entry is written just ahead of its append
        (shared.app.after_append.pipeline.GamePipeline.landed): one whose version another append took is dropped; one whose
        append is not stored yet is looked at again for up to LANDING_WAIT_S, then left pending (claimed again
        after CLAIM_IDLE_MS), and dropped once ORPHAN_AFTER_MS old (its writer died before appending)."""
        ready, waiting = [], list(entries)
        deadline = time.monotonic() + LANDING_WAIT_S
        while waiting:
            later = []
            for entry_id, fields in waiting:
                try:
                    follow_up = FollowUp.decoded(entry_payload(fields))
                except Exception:  # noqa: BLE001 - a poison entry: following it fails and sets it aside
                    ready.append((entry_id, fields))
                    continue
                landed = (self.worker.runtime(follow_up.game).pipeline.landed(follow_up)
                          if follow_up.head is not None and self.worker.known_game(follow_up.game) else True)
                if landed:
                    ready.append((entry_id, fields))
                elif landed is None and _age_ms(entry_id) < ORPHAN_AFTER_MS:
                    later.append((entry_id, fields))
                else:
                    log.info("follow-up %s of game %s at version %s: its append never landed; dropped", entry_id,
                             follow_up.game_id, follow_up.version)
                    self._streams_on(redis).acknowledge(stream, entry_id)
            waiting = later
            if not waiting or time.monotonic() >= deadline:
                break
            time.sleep(LANDING_POLL_S)
        return ready

    def _follow_entries(self, entries: list) -> None:
        by_game: dict[str, list[FollowUp]] = defaultdict(list)
        for _, fields in entries:
            follow_up = FollowUp.decoded(entry_payload(fields))
            by_game[follow_up.game].append(follow_up)
        # The log's sequencer run these follow-ups ask for is ours to make after them, not a task's.
        self.worker.defer_sequencing()
        try:
            for game, follow_ups in by_game.items():
                if not self.worker.known_game(game):
                    log.error("dropping follow-ups of an unknown game kind: %s", game)
                    continue
                self.worker.runtime(game).pipeline.follow(follow_ups)
        finally:
            owed = self.worker.take_owed_sequencing(stop=True)
        if owed:
            log_tasks.run_or_queue_sequencing(self.worker)

    def _one_by_one(self, redis, stream: str, entries: list) -> int:
        done = 0
        for entry_id, fields in entries:
            try:
                self._follow_entries([(entry_id, fields)])
            except UNREACHABLE:
                raise
            except Exception:  # noqa: BLE001 - counted; retried when claimed, set aside after MAX_ATTEMPTS
                failures = self._failures[entry_id] = self._failures.get(entry_id, 0) + 1
                if failures < MAX_ATTEMPTS:
                    continue  # stays pending: claimed again after CLAIM_IDLE_MS
                log.error("follow-up %s of %s failed %s times: set aside in the dead letters", entry_id, stream,
                          failures)
                self._streams_on(redis).set_aside(stream, entry_id, fields)
            self._failures.pop(entry_id, None)
            self._streams_on(redis).acknowledge(stream, entry_id)
            done += 1
        return done

    def trim(self, redis, stream: str) -> None:
        """Forget what every consumer has acknowledged (FollowUpStreams.trim_acknowledged)."""
        self._streams_on(redis).trim_acknowledged(stream)


def _age_ms(entry_id) -> int:
    """How long ago a stream entry was added, from its id (milliseconds-sequence)."""
    return int(time.time() * 1000) - int(text(entry_id).split("-", 1)[0])



def consumes_follow_ups(queue_names, config) -> bool:
    """Whether a worker consuming these queues runs a follow-up consumer (the projections worker does)."""
    return queues.queue_name(config, queues.PROJECTIONS) in set(queue_names)


def follow_up_step(worker):
    """The Celery worker bootstep that runs one FollowUpConsumer thread beside the worker's pool."""
    from celery import bootsteps

    class FollowUpStep(bootsteps.StartStopStep):
        requires = {"celery.worker.components:Pool"}

        def __init__(self, parent, **kwargs):
            super().__init__(parent, **kwargs)
            self.stop_event = threading.Event()
            self.thread = None

        def start(self, parent):
            names = list(getattr(parent.app.amqp.queues, "consume_from", None) or parent.app.amqp.queues)
            if not consumes_follow_ups(names, worker.config):
                return
            consumer = FollowUpConsumer(worker)
            self.thread = threading.Thread(target=consumer.run, args=(self.stop_event,), name="follow-ups",
                                           daemon=True)
            self.thread.start()

        def stop(self, parent):
            self.stop_event.set()
            if self.thread is not None:
                self.thread.join(timeout=BLOCK_MS / 1000 + 2)

    return FollowUpStep
