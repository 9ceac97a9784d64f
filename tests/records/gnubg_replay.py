"""Run inside Debian's GNU Backgammon (``gnubg -t -q -p gnubg_replay.py``), not by pytest.

Imports each match file named in the file ``$GNUBG_REPLAY_JOBS`` (one path a line; ``.mat`` imported as a
Jellyfish match, ``.sgf`` loaded as a match), replays every game to its end and prints, for each game,
``START`` and ``END`` lines (``<tab> file <tab> game index <tab> position ID <tab> match ID``) as gnubg has
them at the game's start and after its last record, and ``GAMES <tab> file <tab> count``; a file gnubg
cannot read prints ``FAILED <tab> file <tab> reason``. A line may add, after a tab, gnubg commands separated
by ``;`` to run before the import (a money session's rules: ``set jacoby on``). With ``$GNUBG_REEXPORT_DIR``
set, each .mat file is also exported again by gnubg into that folder under the same name, to compare its
text with ours."""

import os

import gnubg  # noqa: F401  (the module gnubg provides to its scripts)


def replay(path):
    if path.endswith(".mat"):
        gnubg.command(f"import mat {path}")
        folder = os.environ.get("GNUBG_REEXPORT_DIR")
        if folder:
            gnubg.command(f"export match mat {os.path.join(folder, os.path.basename(path))}")
    else:
        gnubg.command(f"load match {path}")
    games = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)["games"]
    print(f"GAMES\t{path}\t{len(games)}")
    gnubg.navigate()
    for index in range(len(games)):
        if index:
            gnubg.navigate(game=1)
        print(f"START\t{path}\t{index}\t{gnubg.positionid()}\t{gnubg.matchid()}")
        gnubg.navigate(next=100000)
        print(f"END\t{path}\t{index}\t{gnubg.positionid()}\t{gnubg.matchid()}")


with open(os.environ["GNUBG_REPLAY_JOBS"], encoding="utf-8") as jobs:
    for line in jobs:
        path, _tab, settings = line.strip().partition("\t")
        if not path:
            continue
        try:
            for setting in filter(None, settings.split(";")):
                gnubg.command(setting)
            replay(path)
        except Exception as error:  # reported and compared by the test, never hidden
            print(f"FAILED\t{path}\t{error!r}")
