"""Progress of long commands: a bar on a terminal, plain counts everywhere else.

    with command_progress(self.stdout, total=len(articles), label="Extracting") as progress:
        for article in articles:
            ...
            progress.advance()
            progress.write("a line that must not break the bar")

or hand `progress.update` to a service as its `on_progress(done, total)` callback.

On a terminal this is a tqdm bar (count, rate, time left). When the output is a
file, a pipe or CI, a bar's carriage returns would fill the log, so it prints a
plain `label: done/total` line at each tenth of the way and at the end. The bench
scripts, which are no management commands, pass `sys.stdout`.
"""

from contextlib import contextmanager

from tqdm import tqdm

# Plain counts are printed this many times over a run (and at the end).
PLAIN_STEPS = 10


class Progress:
    """Counts work done out of `total` and shows it on `stream`."""

    def __init__(self, stream, *, total: int, label: str, unit: str = "item"):
        # Django's OutputWrapper ends every write with a newline; a bar needs the raw stream.
        self.stream = getattr(stream, "_out", stream)
        self.total = total
        self.label = label
        self.done = 0
        self._printed_step = -1
        self.bar = (
            tqdm(total=total, desc=label, unit=unit, file=self.stream, dynamic_ncols=True, leave=True)
            if _is_terminal(self.stream)
            else None
        )

    def advance(self, count: int = 1) -> None:
        self.done += count
        if self.bar is not None:
            self.bar.update(count)
            return
        step = self.done * PLAIN_STEPS // self.total if self.total else PLAIN_STEPS
        if step > self._printed_step and (step < PLAIN_STEPS or self.done >= self.total):
            self._printed_step = step
            self._print_count()

    def update(self, done: int, total: int) -> None:
        """Set the counts from a service's `on_progress(done, total)` callback."""
        if total != self.total:
            self.total = total
            if self.bar is not None:
                self.bar.total = total
                self.bar.refresh()
        self.advance(done - self.done)

    def write(self, line: str) -> None:
        """A line of output that goes above the bar instead of through it."""
        if self.bar is not None:
            self.bar.write(line, file=self.stream)
        else:
            self.stream.write(line + "\n")

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()
        elif self._printed_step < PLAIN_STEPS and self.done < self.total:
            # Stopped early (an error): say how far it got.
            self._print_count()

    def _print_count(self) -> None:
        self.stream.write(f"{self.label}: {self.done}/{self.total}\n")
        self.stream.flush()


@contextmanager
def command_progress(stream, *, total: int, label: str, unit: str = "item"):
    progress = Progress(stream, total=total, label=label, unit=unit)
    try:
        yield progress
    finally:
        progress.close()


def _is_terminal(stream) -> bool:
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())
