"""Runs a module under cProfile counting CPU time, not wall time (a process waiting on its peers would
otherwise show its waits): ``python -m bench.profiled OUT.prof MODULE ARGS...``; the profile is written when
the module returns or the process gets SIGTERM."""

from __future__ import annotations

import cProfile
import runpy
import signal
import sys
import time


def main() -> None:
    out, module, *args = sys.argv[1:]
    profile = cProfile.Profile(time.process_time)

    def stop(_signum: int, _frame: object) -> None:
        raise SystemExit(0)

    signal.signal(signal.SIGTERM, stop)
    sys.argv = [module, *args]
    profile.enable()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    finally:
        profile.disable()
        profile.dump_stats(out)


if __name__ == "__main__":
    main()
