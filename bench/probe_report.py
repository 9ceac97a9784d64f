"""What people's frames waited behind while the event ran, from ``bench.loop_probe``'s files:
``python -m bench.probe_report DIR [ROUND...]``.

For each round: the frames read while the event ran, their read -> answer p50 and p99; for the slowest 1%,
the callbacks that ran in their windows, added up by label (CPU ms); across all frames, each label's CPU
in a window p99; the event's callbacks over 2 ms of CPU by label; and the stacks sampled in those."""

from __future__ import annotations

import bisect
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

SLOW_MS = 2.0


def _pct(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else 0.0


def report(data: dict[str, Any], window: tuple[float, float]) -> None:
    callbacks = sorted(data["callbacks"])
    starts = [c[0] for c in callbacks]
    begin, end = window
    frames = [(a, d) for a, d in data["frames"] if begin <= a <= end]
    waits = [(d - a) * 1000 for a, d in frames]
    print(f"  frames in the event: {len(frames)}; read -> answer p50 {_pct(waits, 0.5):.2f} ms, "
          f"p99 {_pct(waits, 0.99):.2f} ms, max {max(waits, default=0):.2f} ms")
    per_label: dict[str, list[float]] = defaultdict(list)
    slow_sum: Counter[str] = Counter()
    slow_count: Counter[str] = Counter()
    cut = _pct(waits, 0.99)
    slow_frames = 0
    walls = []
    by_cpu: list[tuple[float, Counter[str]]] = []
    for (read, done), wait in zip(frames, waits, strict=True):
        lo, hi = bisect.bisect_left(starts, read), bisect.bisect_right(starts, done)
        inside: Counter[str] = Counter()
        wall = cpu_all = 0.0
        for _start, one_wall, cpu, label, *_rest in callbacks[lo:hi]:
            inside[label] += cpu * 1000
            wall += one_wall * 1000
            cpu_all += cpu * 1000
        if wait >= cut:
            walls.append(f"{wait:.1f}/{wall:.1f}/{cpu_all:.1f}")
        by_cpu.append((cpu_all, inside))
        for label, cpu in inside.items():
            per_label[label].append(cpu)
        if wait >= cut:
            slow_frames += 1
            for label, cpu in inside.items():
                slow_sum[label] += cpu
                slow_count[label] += 1
    print("  the slowest frames: window / callbacks' wall / their CPU, ms: " + ", ".join(walls))
    print(f"  the slowest {slow_frames} frames (>= {cut:.2f} ms): CPU in their windows by label, ms "
          "(total / frames it was in)")
    for label, total in slow_sum.most_common(12):
        print(f"    {total:8.2f}  {slow_count[label]:3d}  {label}")
    # The machine's other work stretches a window's wall time (the server off its core between callbacks):
    # the CPU the loop spent in a frame's window is what the server made it wait behind.
    by_cpu.sort(key=lambda one: -one[0])
    cpus = [one[0] for one in by_cpu]
    print(f"  the loop's CPU in a frame's window: p50 {_pct(cpus, 0.5):.2f} ms, p90 {_pct(cpus, 0.9):.2f}, "
          f"p99 {_pct(cpus, 0.99):.2f}, max {max(cpus, default=0):.2f}")
    top: Counter[str] = Counter()
    top_count: Counter[str] = Counter()
    worst = by_cpu[:max(1, len(by_cpu) // 100)]
    for _cpu, inside in worst:
        top.update(inside)
        top_count.update(inside.keys())
    print(f"  in the {len(worst)} frames with the most (the top 1%): CPU by label, ms (total / frames)")
    for label, total in top.most_common(10):
        print(f"    {total:8.2f}  {top_count[label]:3d}  {label}")
    print("  each label's CPU in a frame's window over all frames (frames it was in; p99 over all, max):")
    rows = sorted(per_label.items(), key=lambda kv: -_pct(kv[1] + [0.0] * (len(frames) - len(kv[1])), 0.99))
    for label, values in rows[:10]:
        padded = values + [0.0] * (len(frames) - len(values))
        print(f"    {len(values):5d}  p99 {_pct(padded, 0.99):6.2f}  max {max(values):6.2f}  {label}")
    in_event = [(i, c) for i, c in enumerate(callbacks) if begin <= c[0] <= end]
    slow = [(i, c) for i, c in in_event if c[2] * 1000 >= SLOW_MS]
    total_cpu = sum(c[2] for _i, c in in_event)
    print(f"  the event's callbacks: {len(in_event)}, {total_cpu:.2f} s CPU; over {SLOW_MS} ms: {len(slow)}")
    by: dict[str, list[float]] = defaultdict(list)
    for _i, c in slow:
        by[c[3]].append(c[2] * 1000)
    for label, values in sorted(by.items(), key=lambda kv: -sum(kv[1])):
        print(f"    {len(values):4d}  max {max(values):6.2f}  p50 {_pct(values, 0.5):6.2f}  {label}")
    # ``callbacks`` was sorted by start: the samples name each callback by its index in the file's order
    original = data["callbacks"]
    slow_keys = {tuple(original[i]) for i in range(len(original))
                 if original[i][2] * 1000 >= SLOW_MS and begin <= original[i][0] <= end}
    stacks: dict[str, Counter[str]] = defaultdict(Counter)
    for index, stack in data["samples"]:
        if index < len(original) and tuple(original[index]) in slow_keys:
            project = [f for f in stack if "bench" not in f.split(":")[0]][:6]
            stacks[original[index][3]][" < ".join(project)] += 1
    for label, counter in stacks.items():
        print(f"  samples in {label}'s slow callbacks:")
        for stack, count in counter.most_common(8):
            print(f"    {count:4d}  {stack}")


def spans_report(data: dict[str, Any], spans: list[list[float]], window: tuple[float, float]) -> None:
    """The same for each command as its player timed it, from its sending to its answer's arrival: what the
    loop ran while its bytes waited in the kernel counts too (a pass or a slice under way as they came)."""
    callbacks = sorted(data["callbacks"])
    starts = [c[0] for c in callbacks]
    begin, end = window
    rows = []
    for sent, answered in spans:
        if not begin <= sent <= end:
            continue
        lo, hi = bisect.bisect_left(starts, sent), bisect.bisect_right(starts, answered)
        inside: Counter[str] = Counter()
        # a callback under way as the bytes were sent counts for what of it was left
        if lo > 0 and callbacks[lo - 1][0] + callbacks[lo - 1][1] > sent:
            before = callbacks[lo - 1]
            inside[before[3]] += before[2] * 1000 * (before[0] + before[1] - sent) / max(before[1], 1e-9)
        for one in callbacks[lo:hi]:
            inside[one[3]] += one[2] * 1000
        rows.append(((answered - sent) * 1000, sum(inside.values()), inside))
    waits = [row[0] for row in rows]
    cpus = sorted(row[1] for row in rows)
    print(f"  commands timed by their players: {len(rows)}; p50 {_pct(waits, 0.5):.2f} ms, p99 "
          f"{_pct(waits, 0.99):.2f} ms; the loop's CPU from sending to answer p50 {_pct(cpus, 0.5):.2f}, "
          f"p90 {_pct(cpus, 0.9):.2f}, p99 {_pct(cpus, 0.99):.2f}, max {max(cpus, default=0):.2f} ms")
    rows.sort(key=lambda row: -row[1])
    worst = rows[:max(1, len(rows) // 100)]
    top: Counter[str] = Counter()
    count: Counter[str] = Counter()
    for _wait, _cpu, inside in worst:
        top.update(inside)
        count.update(key for key, value in inside.items() if value > 0)
    print(f"  in the {len(worst)} with the most (the top 1%): CPU by label, ms (total / commands)")
    for label, total in top.most_common(8):
        print(f"    {total:8.2f}  {count[label]:3d}  {label}")


def main() -> None:
    folder = Path(sys.argv[1])
    names = sys.argv[2:] or sorted(p.stem for p in folder.glob("round*.json") if "marks" not in p.stem)
    for name in names:
        data = json.loads((folder / f"{name}.json").read_text())
        marks = json.loads((folder / f"{name}-marks.json").read_text())
        print(f"{name}:")
        report(data, tuple(marks["event"]))
        if marks.get("spans"):
            spans_report(data, marks["spans"], tuple(marks["event"]))
        alone = marks.get("alone")
        if alone:
            print(f"{name}, alone (before the event):")
            report(data, tuple(alone))
            if marks.get("spans"):
                spans_report(data, marks["spans"], tuple(alone))


if __name__ == "__main__":
    main()
