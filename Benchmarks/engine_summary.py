"""Summarises the engine benchmark: medians over runs of build, one change, memory.

Input lines: `swift RUN figure engine VIEWS NAME VALUE` (milliseconds, or bytes for memory).
The bar (ARCHITECTURE.md): one change well under 1 ms, at least 100 times faster than a rebuild.
"""
import statistics
import sys
from collections import defaultdict

values = defaultdict(list)
views = "?"
for line in open(sys.argv[1]):
    f = line.split()
    if f[2] == "figure":
        views = f[4]
        values[f[5]].append(float(f[6]))

build = statistics.median(values["build"])
print(f"bench: engine views={views} build_ms={build:.1f} (n={len(values['build'])})")
for change in ("change-constant", "change-text"):
    ms = statistics.median(values[change])
    ok = ms < 1.0 and build / ms >= 100
    print(f"bench: engine views={views} {change} median_us={ms * 1000:.1f} "
          f"rebuild_over_change={build / ms:.0f}x {'met' if ok else 'MISSED'} (bar: <1 ms, >=100x)")
print(f"bench: engine memory bytes_per_view={statistics.median(values['bytes-per-view']):.0f} "
      f"bytes_per_constraint={statistics.median(values['bytes-per-constraint']):.0f}")
