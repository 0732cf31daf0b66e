"""The "shapes" section of scripts/bench (issue 10): layouts built the way users build them,
one statement at a time through the real session (`layoutlab --quiet SCRIPT`), each run
timed with its peak memory (the child's own maximum resident set, from wait4).

Each workload grows through sizes; a size that runs past the time limit is reported as such
and the larger ones are skipped. Per-statement figures for edits (and later undo) are the
time of the layout plus K edits less the time of the layout alone, divided by K: an average
over K statements through the whole shell, parse and print included.

    python3 shapes_bench.py BINARY FOLDER [--quick] [--limit SECONDS]
"""
import json
import math
import os
import resource
import subprocess
import sys
import time

binary, folder = sys.argv[1], sys.argv[2]
quick = "--quick" in sys.argv
limit = float(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 60.0


def run(lines, name):
    """Runs a script; returns (seconds, peak MB, constraints) or None past the time limit. The
    script ends with `export json` (timed with it), which counts the constraints in force."""
    path = os.path.join(folder, f"shapes-{name}.lab")
    exported = path + ".json"
    with open(path, "w") as f:
        f.write("\n".join(lines + [f'export json "{exported}"']) + "\n")
    start = time.perf_counter()
    child = subprocess.Popen([binary, "--quiet", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = start + limit
    while True:
        pid, status, usage = os.wait4(child.pid, os.WNOHANG)
        if pid:
            # A script that stopped on an error measured nothing: say so and stop.
            if os.waitstatus_to_exitcode(status) != 0:
                sys.exit(f"bench: shapes {name}: layoutlab exited with {os.waitstatus_to_exitcode(status)} on {path}")
            seconds = time.perf_counter() - start
            with open(exported) as f:
                constraints = len(json.load(f)["constraints"])
            return seconds, usage.ru_maxrss / 1024, constraints
        if time.perf_counter() > deadline:
            child.kill()
            os.wait4(child.pid, 0)
            return None
        time.sleep(0.005)


def grid(n, alignment=None, labels=False):
    """A content-sized vertical stack (pinned top and leading) of n horizontal stacks of n views."""
    lines = ["add vstack outer [.pinTop, .pinLeading]"]
    if alignment:
        lines.append(f"outer.alignment = .{alignment}")
    for i in range(n):
        lines.append(f"add hstack h{i} to outer")
        for j in range(n):
            if labels:
                lines.append(f'add label l{i}_{j} "Item {j}" to h{i}')
            else:
                lines.append(f"add view v{i}_{j} to h{i} {{ intrinsic = 2x20 }}")
    return lines


def column(n):
    lines = ["add vstack col [.pinTop, .pinLeading]"]
    lines += [f"add view item{i} to col {{ intrinsic = 20x2 }}" for i in range(n)]
    return lines


met, missed = [], []


def report(label, sizes, make, views, bar):
    """Runs `make(n)` for each size until one passes the limit; `bar(n, seconds, mb)` judges
    a finished size: (True or False, the bar's text), or None for a size it does not judge."""
    previous = None
    for n in sizes:
        result = run(make(n), f"{label}-{n}")
        if result is None:
            print(f"bench: shapes {label} N={n} views={views(n)} over the {limit:.0f} s limit (stopped)")
            missed.append(f"{label} N={n} (over the limit)")
            return
        seconds, mb, constraints = result
        ratio = ""
        if previous:
            # The scaling bar: each doubling of the view count costs at most 2.3x, i.e.
            # time grows at most as views^log2(2.3). Sizes under a second are mostly process
            # start and are not judged.
            growth = seconds / previous[0]
            per_doubling = growth ** (math.log(2) / math.log(views(n) / previous[1]))
            ratio = f" x{growth:.2f} for x{views(n) / previous[1]:.2f} views (x{per_doubling:.2f} per doubling"
            if seconds >= 1:
                good = per_doubling <= 2.3
                ratio += f", {'met' if good else 'MISSED'} bar: <=2.3)"
                (met if good else missed).append(f"{label} N={n} scaling")
            else:
                ratio += ")"
        verdict = bar(n, seconds, mb)
        judged = f" {'met' if verdict[0] else 'MISSED'} ({verdict[1]})" if verdict else ""
        # Peak resident memory over the views and over the constraints in force (the process's
        # baseline of ~25 MB included, so small sizes read high); flat as the layout grows is
        # the goal.
        per_view = mb * 1024 * 1024 / views(n)
        per_constraint = mb * 1024 * 1024 / max(1, constraints)
        print(f"bench: shapes {label} N={n} views={views(n)} constraints={constraints} s={seconds:.2f} "
              f"peak_mb={mb:.0f} bytes_per_view={per_view:.0f} bytes_per_constraint={per_constraint:.0f}"
              f"{ratio}{judged}")
        if verdict:
            (met if verdict[0] else missed).append(f"{label} N={n}")
        previous = (seconds, views(n))


sizes = [10, 15] if quick else [10, 15, 20, 40, 100]
grid_views = lambda n: n * n + n + 1
# The bar: N = 100 (10,101 views) in under 10 s and 1 GB.
grid_bar = lambda n, seconds, mb: (seconds < 10 and mb < 1024, "bar: <10 s, <1 GB") if n == 100 else None
report("grid-fill", sizes, grid, grid_views, grid_bar)
report("grid-leading", sizes, lambda n: grid(n, "leading"), grid_views, grid_bar)
report("grid-center", sizes, lambda n: grid(n, "center"), grid_views, grid_bar)
report("grid-labels", sizes, lambda n: grid(n, labels=True), grid_views, grid_bar)
# One stack growing: the cost per added view should stay flat.
report("column", [200, 400] if quick else [1000, 4000], column, lambda n: n + 1,
       lambda n, seconds, mb: (seconds / n * 1000 < 2, f"{seconds / n * 1000:.2f} ms per view, bar: <2"))

print(f"bench: shapes summary: met {len(met)}, missed {len(missed)}" + (f" ({', '.join(missed)})" if missed else ""))
