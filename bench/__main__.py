"""Runs every benchmark in turn: ``python -m bench`` (``make bench``)."""

import importlib
import sys

MODULES = ["bench_rules", "bench_table", "bench_bots", "bench_lobby", "bench_cluster", "bench_archive",
           "bench_ratings", "bench_analysis", "bench_startup", "bench_tournaments",
           "bench_tournament_live",
           "bench_soak"]


def main() -> int:
    for name in sys.argv[1:] or MODULES:
        try:
            module = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"bench.{name}":
                raise
            print(f"{name}: not present")
            continue
        print(f"== {name}")
        module.run()
        print(flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
