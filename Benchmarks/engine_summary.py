"""Summarises the engine benchmark: medians over runs of build, one change, memory.

Input lines: `swift RUN figure engine|stacks VIEWS NAME VALUE` (milliseconds, or bytes for memory).
The bar (ARCHITECTURE.md): one change well under 1 ms, at least 100 times faster than a rebuild.
"""
import statistics
import sys
from collections import defaultdict

values = defaultdict(list)
views = {}
for line in open(sys.argv[1]):
    f = line.split()
    if f[2] == "figure":
        views[f[3]] = f[4]
        values[(f[3], f[5])].append(float(f[6]))


def report(kind, changes):
    build = statistics.median(values[(kind, "build")])
    print(f"bench: {kind} views={views[kind]} build_ms={build:.1f} (n={len(values[(kind, 'build')])})")
    for change in changes:
        ms = statistics.median(values[(kind, change)])
        ok = ms < 1.0 and build / ms >= 100
        print(f"bench: {kind} views={views[kind]} {change} median_us={ms * 1000:.1f} "
              f"rebuild_over_change={build / ms:.0f}x {'met' if ok else 'MISSED'} (bar: <1 ms, >=100x)")


report("engine", ("change-constant", "change-text"))
print(f"bench: engine memory bytes_per_view={statistics.median(values[('engine', 'bytes-per-view')]):.0f} "
      f"bytes_per_constraint={statistics.median(values[('engine', 'bytes-per-constraint')]):.0f}")
if ("stacks", "build") in values:
    report("stacks", ("change-hidden", "change-stack-spacing"))
