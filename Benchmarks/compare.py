"""Summarises scripts/bench's raw lines: medians per figure, Swift/kiwi ratios, goals.

Input lines: `SIDE PAIR figure WORKLOAD SIZE OP MS` and `SIDE PAIR check WORKLOAD SIZE NAME VALUE`.
A pair whose checks differ between the two sides does not count.
"""
import statistics
import sys
from collections import defaultdict

figures = defaultdict(lambda: defaultdict(list))  # (w, size, op) -> side -> [ms]
checks = defaultdict(dict)  # (pair, w, size) -> {(side, name): value}
order = []
for line in open(sys.argv[1]):
    f = line.split()
    side, pair, kind, workload, size = f[0], int(f[1]), f[2], f[3], f[4]
    if kind == "figure":
        key = (workload, size, f[5])
        if key not in order:
            order.append(key)
        figures[key][(side, pair)] = float(f[6])
    elif kind == "check":
        checks[(pair, workload, size)][(side, f[5])] = f[6]

bad_pairs = set()
for (pair, workload, size), values in checks.items():
    names = {name for (_, name) in values}
    for name in names:
        if values.get(("swift", name)) != values.get(("kiwi", name)):
            bad_pairs.add((pair, workload, size))
            print(f"bench: CHECK MISMATCH pair {pair} {workload} {size} {name}: "
                  f"swift={values.get(('swift', name))} kiwi={values.get(('kiwi', name))}")


def goal(workload, size, op):
    """The issue's goal for a figure, and the bar it must meet to be resolved."""
    if workload == "enaml":
        return 1.0, 1.5
    large = (workload == "b2" and size == "10000") or (workload == "grid" and size == "1000")
    build = op == "build"
    if large and build:
        return 0.01, 0.1
    if large:
        return 0.1, None
    return None, None


met = missed = 0
bar_failures = []
for key in order:
    workload, size, op = key
    samples = figures[key]
    swift = [v for (side, pair), v in samples.items() if side == "swift" and (pair, workload, size) not in bad_pairs]
    kiwi = [v for (side, pair), v in samples.items() if side == "kiwi" and (pair, workload, size) not in bad_pairs]
    if not swift or not kiwi:
        print(f"bench: {workload} {'N' if workload in ('b1', 'b2') else 'R' if workload == 'grid' else 'n'}={size} {op} no valid pair")
        continue
    s, k = statistics.median(swift), statistics.median(kiwi)
    ratio = s / k if k > 0 else float("inf")
    target, bar = goal(workload, size, op)
    note = ""
    if target is not None:
        ok = ratio <= target
        met += ok
        missed += not ok
        note = f" goal<={target} {'met' if ok else 'missed'}"
    if bar is not None and ratio > bar:
        bar_failures.append(f"{workload} {size} {op}")
    label = {"b1": "N", "b2": "N", "grid": "R"}.get(workload, "constraints")
    print(f"bench: {workload} {label}={size} {op} swift_ms={s:.4f} kiwi_ms={k:.4f} "
          f"ratio={ratio:.4f} (best swift={min(swift):.4f} kiwi={min(kiwi):.4f}, n={len(swift)}){note}")

print(f"bench: summary: {met} goals met, {missed} missed; resolution bars "
      f"{'all met' if not bar_failures else 'missed: ' + ', '.join(bar_failures)}"
      f"{'; CHECK MISMATCHES' if bad_pairs else ''}")
sys.exit(1 if bad_pairs else 0)
