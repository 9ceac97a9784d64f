import json, os, time, resource
import pytest
_rows = []
_cur = {}
def _cpu():
    s = resource.getrusage(resource.RUSAGE_SELF); c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime, c.ru_utime + c.ru_stime
@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    mod = item.nodeid.split("::")[0]
    if _cur.get("mod") != mod:
        if _cur: _rows.append([_cur["mod"], _cur["t0"], time.time(), *_cur["c0"], *_cpu()])
        _cur.update(mod=mod, t0=time.time(), c0=_cpu())
    yield
def pytest_sessionfinish(session):
    if _cur: _rows.append([_cur["mod"], _cur["t0"], time.time(), *_cur["c0"], *_cpu()])
    with open(f"/tmp/tl-{os.environ.get('PYTEST_XDIST_WORKER','main')}.json", "w") as f:
        json.dump(_rows, f)
