"""The shell's bars: start-up of `layoutlab -c quit` (< 30 ms) and replay of a
10,000-statement script (< 1 s), medians over runs of the release binary."""
import statistics
import subprocess
import sys
import time

binary, folder, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

lines = []
for r in range(50):
    lines += [f"add view row{r}", f"row{r}.leading == root.leading", f"row{r}.height == 22",
              f"row{r}.top == root.top + {r * 24}"]
    for c in range(49):
        lines.append(f"add view v{r}_{c} to row{r}")
        lines.append(f"v{r}_{c}.leading == " + (f"row{r}.leading" if c == 0 else f"v{r}_{c - 1}.trailing + 1"))
        lines += [f"v{r}_{c}.width == 5", f"v{r}_{c}.top == row{r}.top"]
script = f"{folder}/replay-10000.lab"
with open(script, "w") as f:
    f.write("\n".join(lines) + "\n")


def timed(args):
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary] + args, stdout=subprocess.DEVNULL, check=False)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


startup = timed(["-c", "quit"])
replay = timed(["--quiet", script])
print(f"bench: shell startup_ms={startup:.1f} {'met' if startup < 30 else 'MISSED'} (bar: <30 ms)")
print(f"bench: shell replay statements={len(lines)} ms={replay:.0f} {'met' if replay < 1000 else 'MISSED'} (bar: <1000 ms)")
