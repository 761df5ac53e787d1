"""Progress of long work (`tabletop verify` of a dump or many games, `tabletop archive dump`, `tabletop export`,
`make rebuild-projections`, the bench's long parts): tqdm's bar on a terminal, with the count, the rate and
the time left; off a terminal (a log file, CI, a pipe) the same figures as one plain line every
`TABLETOP_PROGRESS_EVERY_S` seconds (default 10), since a bar redrawn with carriage returns is noise in a log.

The work itself never prints: the platform's functions take a `Watch` (default `unwatched`) and the command
line hands them `shown(...)`, so the same code running inside a service stays silent.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any, Protocol, TypeVar

from tqdm import tqdm

T = TypeVar("T")

EVERY_S_VARIABLE = "TABLETOP_PROGRESS_EVERY_S"
DEFAULT_EVERY_S = 10.0


class Watch(Protocol):
    """Wraps the items of a long loop (with their number when it is known, and which part of the work it
    is: a game kind, a file) and yields them unchanged."""

    def __call__(self, items: Iterable[T], total: int | None = None, /, part: str | None = None) -> Iterable[T]: ...


def unwatched(items: Iterable[T], total: int | None = None, /, part: str | None = None) -> Iterable[T]:
    return items


class PlainLines:
    """The figures of tqdm's meter (its own `format_meter`: count, rate, time left) as a line every `every_s`
    seconds, and a last one at the end when any was written (a run shorter than `every_s` prints nothing)."""

    def __init__(self, items: Iterable[Any] | None, total: int | None, what: str, unit: str, stream: IO[str],
                 every_s: float, clock: Callable[[], float] = time.monotonic):
        self.items, self.total, self.what, self.unit = items, total, what, unit
        self.stream, self.every_s, self.clock = stream, every_s, clock
        self.n = 0
        self.started = self.last_line = clock()
        self.lines = 0
        self.shown_n = 0

    def __iter__(self) -> Iterator[Any]:
        for item in self.items or ():
            yield item
            self.update(1)
        self.close()

    def update(self, n: int = 1) -> None:
        self.n += n
        now = self.clock()
        if now - self.last_line >= self.every_s:
            self._line(now)

    def close(self) -> None:
        if self.lines and self.shown_n != self.n:
            self._line(self.clock())

    def _line(self, now: float) -> None:
        self.last_line, self.lines, self.shown_n = now, self.lines + 1, self.n
        meter = tqdm.format_meter(self.n, self.total, now - self.started, ncols=0, prefix=self.what, unit=self.unit)
        self.stream.write(meter + "\n")
        self.stream.flush()

    def __enter__(self) -> PlainLines:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def every_s() -> float:
    return float(os.environ.get(EVERY_S_VARIABLE) or DEFAULT_EVERY_S)


def progress(what: str, unit: str, items: Iterable[T] | None = None, total: int | None = None,
             stream: IO[str] | None = None) -> Any:
    """A bar (a terminal) or plain lines (anything else) on `stream` (stderr: stdout keeps the command's own
    output, e.g. `--json`). Iterate over it to watch `items`, or call `update(n)` and `close()` (or use
    it as a context manager). `unit` reads after a number: " games", " events"."""
    stream = stream or sys.stderr
    if total is None and hasattr(items, "__len__"):
        total = len(items)  # type: ignore[arg-type]
    if stream.isatty():
        return tqdm(items, total=total, desc=what, unit=unit, file=stream, dynamic_ncols=True)
    return PlainLines(items, total, what, unit, stream, every_s())


def shown(what: str, unit: str, stream: IO[str] | None = None) -> Watch:
    """A Watch that shows the loop it wraps as `progress` does, under `what` and the part's name. A loop of
    one item (a single game verified) shows nothing: there is no progress to follow."""
    def watch(items: Iterable[T], total: int | None = None, /, part: str | None = None) -> Iterable[T]:
        if total is None and hasattr(items, "__len__"):
            total = len(items)  # type: ignore[arg-type]
        if total is not None and total < 2:
            return items
        return progress(f"{what} {part}" if part else what, unit, items, total, stream)
    return watch
