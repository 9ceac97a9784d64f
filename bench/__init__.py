"""Benchmarks, run by ``make bench``: figures and ratios against a reference measured in the same run."""
