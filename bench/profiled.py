"""Runs a module with cProfile counting CPU time, not wall time (a process waiting on its peers would
otherwise show its waits), between SIGUSR1 (start) and SIGUSR2 (stop: the profile written):
``python -m bench.profiled OUT.prof MODULE ARGS...``. ``bench_cluster`` sends both around its load, so that
a profile shows the load alone and not the start-up."""

from __future__ import annotations

import cProfile
import runpy
import signal
import sys
import time


def main() -> None:
    out, module, *args = sys.argv[1:]
    profile = cProfile.Profile(time.process_time)

    def start(_signum: int, _frame: object) -> None:
        profile.enable()

    def stop(_signum: int, _frame: object) -> None:
        profile.disable()
        profile.dump_stats(out)

    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
    sys.argv = [module, *args]
    runpy.run_module(module, run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
