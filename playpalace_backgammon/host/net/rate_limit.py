"""A per-connection token bucket: ``rate`` packets a second on average, bursts up to ``burst``."""

from __future__ import annotations

import time


class TokenBucket:
    """Allows a packet when a token is left; refills continuously."""

    def __init__(self, rate: float, burst: int) -> None:
        self._rate = rate
        self._burst = float(burst)
        self._tokens = float(burst)
        self._stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self._tokens = min(self._burst, self._tokens + (now - self._stamp) * self._rate)
        self._stamp = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False
