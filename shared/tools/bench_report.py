"""How every bench reports its figures: one line per figure naming its game, one summary line per game, and
(under `make bench`) one table of every figure at the end.

    report = BenchReport("platform")    # or the game's name, in its own bench
    report.figure("engine decisions/s", dps, ">=", 20_000, fmt="{:,.0f}", detail="random bots, 3-5 players")
    report.info("median 5-player game, random bots", 4.5, fmt="{:.1f} ms")   # a figure without a target
    return report.finish()    # prints the summary line; 0 if every target was met, else 1

When the environment names a file in `BENCH_FIGURES`, each figure is also appended to it as one JSON line;
`python -m shared.tools.bench_report FILE` prints the table of all of them (the Makefile's bench target does this
after running every bench in the same invocation, so the figures sit side by side).
"""

from __future__ import annotations

import json
import operator
import os
import sys
from dataclasses import asdict, dataclass

FIGURES_ENV = "BENCH_FIGURES"
_COMPARE = {">=": operator.ge, "<=": operator.le}


@dataclass(frozen=True)
class Figure:
    game: str
    name: str
    value: float
    shown: str  # the value as printed, with its unit
    op: str | None = None  # ">=" or "<=", None for an informational figure
    target: float | None = None
    target_shown: str | None = None

    @property
    def has_target(self) -> bool:
        return self.op is not None

    @property
    def met(self) -> bool | None:
        return _COMPARE[self.op](self.value, self.target) if self.has_target else None

    def verdict(self) -> str:
        return {True: "pass", False: "MISS", None: "-"}[self.met]


class BenchReport:
    """The figures of one game's (or the platform's) bench, printed as they are measured."""

    def __init__(self, game: str, *, figures_path: str | None = None):
        self.game = game
        self.figures: list[Figure] = []
        self._path = figures_path if figures_path is not None else os.environ.get(FIGURES_ENV)

    def figure(self, name: str, value: float, op: str, target: float, *, fmt: str = "{:,.2f}",
               detail: str = "") -> Figure:
        if op not in _COMPARE:
            raise ValueError(f"op must be one of {sorted(_COMPARE)}, not {op!r}")
        return self._add(Figure(self.game, name, value, fmt.format(value), op, target, fmt.format(target)), detail)

    def info(self, name: str, value: float, *, fmt: str = "{:,.2f}", detail: str = "") -> Figure:
        return self._add(Figure(self.game, name, value, fmt.format(value)), detail)

    def line(self, text: str) -> None:
        """A free-form line (e.g. a breakdown under a figure), still prefixed with the game."""
        print(f"{self.game}: {text}", flush=True)

    def _add(self, figure: Figure, detail: str) -> Figure:
        self.figures.append(figure)
        target = f"  target {figure.op} {figure.target_shown}  {figure.verdict()}" if figure.has_target else ""
        print(f"{self.game}: {figure.name}: {figure.shown}{target}{f'  [{detail}]' if detail else ''}", flush=True)
        if self._path:
            with open(self._path, "a", encoding="utf-8") as out:
                out.write(json.dumps(asdict(figure)) + "\n")
        return figure

    def missed(self) -> list[Figure]:
        return [f for f in self.figures if f.met is False]

    def finish(self) -> int:
        """Print the one summary line; 0 when every target was met."""
        targeted = [f for f in self.figures if f.has_target]
        missed = self.missed()
        if missed:
            print(f"{self.game} bench: {len(missed)} of {len(targeted)} targets missed: "
                  + "; ".join(f"{f.name} {f.shown} (target {f.op} {f.target_shown})" for f in missed), flush=True)
            return 1
        print(f"{self.game} bench: all {len(targeted)} targets met", flush=True)
        return 0


def load_figures(path: str) -> list[Figure]:
    with open(path, encoding="utf-8") as f:
        return [Figure(**json.loads(line)) for line in f if line.strip()]


def table(figures: list[Figure]) -> str:
    """Every figure with its target and pass/miss, one row each, game by game."""
    rows = [("game", "figure", "measured", "target", "result")]
    rows += [(f.game, f.name, f.shown, f"{f.op} {f.target_shown}" if f.has_target else "-", f.verdict())
             for f in figures]
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    out = [" | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]
    out.insert(1, "-+-".join("-" * w for w in widths))
    targeted = [f for f in figures if f.has_target]
    missed = [f for f in targeted if not f.met]
    out.append(f"{len(targeted) - len(missed)} of {len(targeted)} targets met"
               + (f"; missed: {', '.join(f'{f.game} {f.name}' for f in missed)}" if missed else ""))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m shared.tools.bench_report FIGURES_FILE", file=sys.stderr)
        return 2
    figures = load_figures(argv[0]) if os.path.exists(argv[0]) else []
    print("\nbench summary (every figure of this run)")
    print(table(figures))
    return 0 if all(f.met is not False for f in figures) else 1


if __name__ == "__main__":
    sys.exit(main())
