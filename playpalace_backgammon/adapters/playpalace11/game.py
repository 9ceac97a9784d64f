"""Our backgammon table as a game of PlayPalace 11's own server.

PlayPalace's ``Game`` is a mashumaro dataclass its server saves as JSON; menus come from each player's
ActionSets, keys from keybinds, bots act on its 50 ms tick. This game keeps our table's state in plain
serialisable fields (the options, the seats' names and player ids, every die drawn, every command accepted)
and rebuilds the table from them by replaying (a table saved mid-game resumes where it was). Everything a
player does goes through the table: Enter on a cell of the board (a ``turn_menu`` grid of our 24 cells) and
every key of the table's rules page become ``command_for_key`` at that moment; the actions the table offers
are ActionSet items of the actions menu (Escape); its announcements and replies are rendered from our own
catalogues in each listener's language (``speech``). Bot seats decide at any of our levels (``bots``: the
GNUBG levels in our own gnubg workers, collected on a later tick), one command a step, paced by
PlayPalace's bot think ticks.

This module imports PlayPalace's ``server`` package: nothing else of ours imports it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from server.core.ui.keybinds import KeybindState
from server.core.users.base import EscapeBehavior, MenuItem
from server.game_utils.actions import Action, ActionSet, MenuInput, Visibility
from server.game_utils.game_result import GameResult, PlayerResult
from server.games.base import Game, Player
from server.games.registry import register_game

from ...bots.decisions import BotLevel
from ...rules.dice import DiceSource, ReplayDice, SystemDice
from ...table.actions import ActionId
from ...table.backgammon import BackgammonTable
from ...table.interface import (
    BotTurn,
    Command,
    Key,
    Message,
    OptionKind,
    OptionSpec,
    Outcome,
    TableRefusal,
    Viewer,
)
from ...table.log import history_entries
from ...table.options import BOT_LEVEL, option_specs, parse_options
from ...table.persistence import command_from_data, command_to_data
from ...table.replay import replay_all
from . import GAME_TYPE
from .bots import BotThinking
from .keys import KEY_ACTION_PREFIX, key_for_action, keybind_name, table_keys
from .sounds import moment_sound, point_sound
from .speech import render

CELL_PREFIX = "cell-"
ACTION_PREFIX = "bg-"  # our actions' ids in PlayPalace's action sets: bg-roll, bg-double, ...
OPTION_PREFIX = "bg-option-"
BOT_PACING_TICKS = 4  # ticks (50 ms each) after each announced step of a bot, so it can be followed by ear
_UNAVAILABLE = "action-not-available"  # PlayPalace's reason that it says nothing about
# The base game's keys that mean something else at our table (T and S are our status keys) or run
# PlayPalace's own scoring and predictions, which know nothing of a backgammon match.
_BASE_KEYS_REPLACED = ("t", "s", "shift+s", "ctrl+r", "alt+o", "ctrl+e")
# Our actions listed in the actions menu: everything the table offers but moves made on the board.
_MENU_ACTIONS = tuple(action for action in ActionId if action not in (ActionId.POINT, ActionId.MOVE_CHECKER))


@register_game
@dataclass
class TableBackgammonGame(Game):
    """Backgammon played by our table's rules, keys and words inside PlayPalace 11's server."""

    # Where live dice come from (PlayPalace saves none of it): the system's generator; tests may seed it.
    dice_source: ClassVar[Callable[[], DiceSource]] = SystemDice

    bg_options: str = "{}"  # our table's options as JSON (option id -> value)
    bg_names: list[str] = field(default_factory=list)  # the seats' names, seat 0 first (set at the start)
    bg_seat_ids: list[str] = field(default_factory=list)  # the PlayPalace player id in each seat
    bg_dice: list[int] = field(default_factory=list)  # every die the table drew, the colour draw first
    bg_commands: list[str] = field(default_factory=list)  # every command accepted: JSON [seat, command]
    bg_watch_from: dict[str, int] = field(default_factory=dict)  # a spectator's id -> the seat watched from

    def __post_init__(self) -> None:
        super().__post_init__()
        self._bg: BackgammonTable | None = None
        self._bot_queue: list[Command] = []
        self._bot_queue_seat: int | None = None
        self._bot_thinking: tuple[int, int, BotThinking] | None = None  # seat, commands logged, decision
        self._bot_random = random.Random()
        self._focus: dict[str, int] = {}  # player id -> the cell their board was last focused on
        self._move_focus: dict[str, int] = {}  # player id -> the cell the next board shown focuses
        self._new_spectators: set[str] = set()  # spectators not yet told where the match stands

    # What PlayPalace asks of every game

    @classmethod
    def get_name(cls) -> str:
        return render(Message("playpalace-game-name"), "en")

    @classmethod
    def get_type(cls) -> str:
        return GAME_TYPE

    @classmethod
    def get_category(cls) -> str:
        return "category-board-games"

    @classmethod
    def get_min_players(cls) -> int:
        return 2

    @classmethod
    def get_max_players(cls) -> int:
        return 2

    # The table, and its state in the serialised fields

    @property
    def table(self) -> BackgammonTable | None:
        """Our table (None before the start), rebuilt from the saved fields after a load."""
        if self._bg is None and self.bg_names:
            self._bg = self._replayed()
        return self._bg

    def _replayed(self) -> BackgammonTable:
        """The table the saved fields describe: built, started and every command handled again with the
        dice it drew; ValueError when they do not fit together."""
        dice = ReplayDice(self.bg_dice, live=type(self).dice_source())
        table = BackgammonTable(json.loads(self.bg_options), tuple(self.bg_names), dice)
        history = [command_from_data(json.loads(item)) for item in self.bg_commands]
        replay_all(table, history_entries(history), dice, leftover="carry")  # the saved dice: one stream
        if dice.left:
            raise ValueError("the saved dice were not all drawn again")
        return table

    def rebuild_runtime_state(self) -> None:
        super().rebuild_runtime_state()
        self._bg = None
        self._bot_queue = []
        self._forget_bot_thinking()
        if self.bg_names:
            self._bg = self._replayed()

    def _record(self, table: BackgammonTable) -> None:
        """Keeps the serialised fields in step with the table (its logs only ever grow)."""
        self.bg_dice.extend(table.dice_log[len(self.bg_dice):])
        for seat, command in table.log[len(self.bg_commands):]:
            self.bg_commands.append(json.dumps(command_to_data(seat, command)))

    def _options(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.bg_options)
        return data

    # Seats and viewers

    def _seat_of(self, player: Player) -> int | None:
        return self.bg_seat_ids.index(player.id) if player.id in self.bg_seat_ids else None

    def _viewer(self, player: Player) -> Viewer:
        seat = self._seat_of(player)
        if seat is not None:
            return Viewer.player(seat)
        return Viewer.spectator(self.bg_watch_from.get(player.id, 0))

    def _player_in(self, seat: int) -> Player | None:
        return self.get_player_by_id(self.bg_seat_ids[seat]) if seat < len(self.bg_seat_ids) else None

    def _locale(self, player: Player) -> str:
        user = self.get_user(player)
        return str(user.locale) if user else "en"

    # Speech

    def _say(self, player: Player, message: Message) -> None:
        text = render(message, self._locale(player))
        self.record_transcript_event(player, text, "table")
        user = self.get_user(player)
        if user:
            user.speak(text, "table")

    def _deliver(self, outcome: Outcome, asker: Player | None) -> None:
        """The outcome's announcements to everyone in their audiences, each with its sound just before its
        words; its replies to the asker."""
        for player in self.players:
            viewer = self._viewer(player)
            for announcement in outcome.announcements:
                if announcement.audience.includes(viewer):
                    if announcement.sound is not None and (user := self.get_user(player)):
                        name, volume = moment_sound(announcement.sound)
                        user.play_sound(name, volume)
                    self._say(player, announcement.message)
        if asker is not None:
            for reply in outcome.replies:
                self._say(asker, reply)

    def add_spectator(self, name: str, user: Any) -> Player:
        """PlayPalace tells a new spectator whose table it joined; with the first board it is then shown,
        our table tells where the match stands (``_tell_where_it_stands``)."""
        player = super().add_spectator(name, user)
        self._new_spectators.add(player.id)
        return player

    def _tell_where_it_stands(self, player: Player, table: BackgammonTable) -> None:
        """The match's score and whose turn it is, as a player hears them with S and T."""
        viewer = self._viewer(player)
        for action in (ActionId.STATUS_SCORE, ActionId.STATUS_TURN):
            for reply in table.handle(viewer, Command(action)).replies:
                self._say(player, reply)

    # Commands

    def _submit(self, player: Player | None, viewer: Viewer, command: Command) -> Outcome | None:
        """Hands ``command`` to the table as ``viewer`` (``player``, or a bot seat when None), says what came
        of it and shows the boards again where they changed; None when the table refused it."""
        table = self.table
        if table is None:
            return None
        try:
            outcome = table.handle(viewer, command)
        except TableRefusal as refusal:
            if player is not None:
                self._say(player, refusal.message)
            return None
        self._record(table)
        self._deliver(outcome, player)
        if player is not None and outcome.focus is not None:
            self._move_focus[player.id] = outcome.focus
        self._follow_turn(table)
        if table.finished and self.status == "playing":
            self.finish_game()
        elif outcome.changed:
            self.rebuild_all_menus()
        elif player is not None and outcome.focus is not None:
            self.rebuild_player_menu(player)
        return outcome

    def _should_rebuild_after_keybind(self, player: Player, executed_any: bool) -> bool:
        if self.status == "playing":
            return False  # ``_submit`` has shown whatever changed
        return bool(super()._should_rebuild_after_keybind(player, executed_any))

    def _follow_turn(self, table: BackgammonTable) -> None:
        """PlayPalace's idea of whose turn it is: the seat the table waits for."""
        turn = table.bot_turn()
        player = self._player_in(turn.seat) if turn is not None else None
        if player is not None and getattr(self, "current_player", None) is not player:
            self.current_player = player

    def _key(self, player: Player, key: Key, cell: int | None) -> None:
        table = self.table
        if table is None:
            return
        viewer = self._viewer(player)
        command = table.command_for_key(viewer, key, cell)
        if command is not None:
            self._submit(player, viewer, command)

    def _focused_cell(self, player: Player) -> int | None:
        item = self.get_action_context(player).menu_item_id
        if isinstance(item, str) and item.startswith(CELL_PREFIX):
            cell = int(item.removeprefix(CELL_PREFIX))
            self._focus[player.id] = cell
            return cell
        return self._focus.get(player.id)

    # The start

    def on_start(self) -> None:
        self.status = "playing"
        self.game_active = True
        self.round = 1
        seated = self.get_active_players()
        self.set_turn_players(seated, reset_index=True)
        self.bg_seat_ids = [player.id for player in seated]
        self.bg_names = [player.name for player in seated]
        self.bg_dice, self.bg_commands = [], []
        table = BackgammonTable(self._options(), tuple(self.bg_names), type(self).dice_source())
        self._bg = table
        outcome = table.start()
        self._record(table)
        self._deliver(outcome, None)
        self._follow_turn(table)
        self._sync_table_status()
        self.rebuild_all_menus()

    # Action sets: the board's cells and our actions; the keys

    def create_turn_action_set(self, player: Player) -> ActionSet:
        actions = ActionSet(name="turn")
        for cell in range(24):
            actions.add(Action(
                id=f"{CELL_PREFIX}{cell}", label="", handler="_action_cell", is_enabled="_is_playing",
                is_hidden="_is_cell_hidden", get_label="_cell_label", show_in_actions_menu=False,
                include_spectators=True, show_disabled_label=False,
            ))
        for action in _MENU_ACTIONS:
            actions.add(Action(
                id=f"{ACTION_PREFIX}{action.value}", label="", handler="_action_offered",
                is_enabled="_is_offered", is_hidden="_is_always_hidden", get_label="_action_label",
                include_spectators=True,
            ))
        for key in table_keys():
            actions.add(Action(
                id=f"{KEY_ACTION_PREFIX}{keybind_name(key)}", label=keybind_name(key), handler="_action_key",
                is_enabled="_is_playing", is_hidden="_is_always_hidden", show_in_actions_menu=False,
                include_spectators=True,
            ))
        return actions

    def create_options_action_set(self, player: Player) -> ActionSet:
        actions = ActionSet(name="options")
        for spec in option_specs():
            boolean = spec.kind is OptionKind.BOOLEAN
            actions.add(Action(
                id=f"{OPTION_PREFIX}{spec.id}", label="",
                handler="_action_toggle_bg_option" if boolean else "_action_set_bg_option",
                is_enabled="_is_option_enabled", is_hidden="_is_option_hidden", get_label="_option_label",
                input_request=None if boolean else MenuInput(prompt="", options="_option_choices"),
            ))
        return actions

    def setup_player_actions(self, player: Player) -> None:
        super().setup_player_actions(player)
        # PlayPalace adds an options set only for a game with an ``options`` dataclass; ours are the table's.
        sets = self.player_action_sets[player.id]
        lobby = next((i for i, found in enumerate(sets) if found.name == "lobby"), len(sets) - 1)
        sets.insert(lobby + 1, self.create_options_action_set(player))

    def setup_keybinds(self) -> None:
        super().setup_keybinds()
        for name in _BASE_KEYS_REPLACED:
            self._keybinds.pop(name, None)
        for key in table_keys():
            name = keybind_name(key)
            self.define_keybind(name, name, [f"{KEY_ACTION_PREFIX}{name}"], state=KeybindState.ACTIVE,
                                include_spectators=True)

    # Action callbacks (PlayPalace resolves them by name)

    def _is_playing(self, player: Player) -> str | None:
        return None if self.status == "playing" and self.table is not None else _UNAVAILABLE

    def _is_cell_hidden(self, player: Player) -> Visibility:
        return Visibility.VISIBLE if self.status == "playing" else Visibility.HIDDEN

    def _cell_label(self, player: Player, action_id: str) -> str:
        table = self.table
        if table is None:
            return ""
        cell = int(action_id.removeprefix(CELL_PREFIX))
        return render(table.grid(self._viewer(player)).cells[cell].label, self._locale(player))

    def _offered(self, player: Player) -> dict[ActionId, Message]:
        table = self.table
        if table is None or self.status != "playing":
            return {}
        offered = table.actions_for(self._viewer(player))
        return {ActionId(action.id.value): action.label for action in offered if action.listed}

    def _is_offered(self, player: Player, action_id: str) -> str | None:
        wanted = ActionId(action_id.removeprefix(ACTION_PREFIX))
        return None if wanted in self._offered(player) else _UNAVAILABLE

    def _action_label(self, player: Player, action_id: str) -> str:
        label = self._offered(player).get(ActionId(action_id.removeprefix(ACTION_PREFIX)))
        return render(label, self._locale(player)) if label is not None else action_id

    def _action_cell(self, player: Player, action_id: str) -> None:
        cell = int(action_id.removeprefix(CELL_PREFIX))
        self._focus[player.id] = cell
        self._key(player, Key("enter"), cell)

    def _action_key(self, player: Player, action_id: str) -> None:
        key = key_for_action(action_id)
        if key is not None:
            self._key(player, key, self._focused_cell(player))

    def _action_offered(self, player: Player, action_id: str) -> None:
        action = ActionId(action_id.removeprefix(ACTION_PREFIX))
        self._submit(player, self._viewer(player), Command(action, self._focus.get(player.id)))

    def _action_show_actions_menu(self, player: Player, action_id: str) -> None:
        self._focused_cell(player)  # Escape came from a cell: actions are made on it
        super()._action_show_actions_menu(player, action_id)

    # PlayPalace's own scoring, predictions and duration estimates know nothing of a match: off.

    def _is_check_scores_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE

    def _is_check_scores_detailed_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE

    def _is_predict_outcomes_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE

    def _is_estimate_duration_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE

    def _is_check_game_options_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE

    def _is_whose_turn_enabled(self, player: Player) -> str | None:
        return _UNAVAILABLE  # T is the table's own "whose turn"

    # Options: our table's, shown and set in the waiting room

    def _spec(self, action_id: str) -> OptionSpec:
        name = action_id.removeprefix(OPTION_PREFIX)
        return next(spec for spec in option_specs() if spec.id == name)

    def _is_option_enabled(self, player: Player) -> str | None:
        if self.status != "waiting":
            return "action-game-in-progress"
        return None if player.name == self.host else "action-not-host"

    def _is_option_hidden(self, player: Player) -> Visibility:
        return Visibility.VISIBLE if self.status == "waiting" else Visibility.HIDDEN

    def _value_text(self, spec: OptionSpec, value: Any, locale: str) -> str:
        if spec.kind is OptionKind.BOOLEAN:
            return render(Message("option-on" if value else "option-off"), locale)
        for choice, label in spec.choices:
            if choice == value:
                return render(label, locale)
        return render(Message("number", {"value": value}), locale)

    def _option_label(self, player: Player, action_id: str) -> str:
        spec = self._spec(action_id)
        locale = self._locale(player)
        value = self._options().get(spec.id, spec.default)
        return render(Message("room-option", {"label": render(spec.label, locale),
                                              "value": self._value_text(spec, value, locale)}), locale)

    def _option_values(self, spec: OptionSpec, locale: str) -> list[tuple[Any, str]]:
        if spec.kind is OptionKind.CHOICE:  # the bot levels hosts are offered (not Chaos: bots.BotLevel)
            return [(choice, render(label, locale)) for choice, label in spec.choices
                    if spec.id != BOT_LEVEL or BotLevel(choice).offered]
        low = spec.minimum if spec.minimum is not None else 0
        high = spec.maximum if spec.maximum is not None else low
        return [(number, render(Message("number", {"value": number}), locale))
                for number in range(low, high + 1)]

    def _option_choices(self, player: Player) -> list[str]:
        action_id = self._pending_actions.get(player.id, "")
        return [text for _, text in self._option_values(self._spec(action_id), self._locale(player))]

    def _set_bg_option(self, player: Player, spec: OptionSpec, value: Any) -> None:
        options = self._options()
        options[spec.id] = value
        try:
            parse_options(options)  # our validation, with our reason
        except TableRefusal as refusal:
            self._say(player, refusal.message)
            return
        self.bg_options = json.dumps(options, sort_keys=True)
        self.rebuild_all_menus()

    def _action_set_bg_option(self, player: Player, text: str, action_id: str) -> None:
        spec = self._spec(action_id)
        chosen = [value for value, shown in self._option_values(spec, self._locale(player)) if shown == text]
        if chosen:
            self._set_bg_option(player, spec, chosen[0])

    def _action_toggle_bg_option(self, player: Player, action_id: str) -> None:
        spec = self._spec(action_id)
        self._set_bg_option(player, spec, not self._options().get(spec.id, spec.default))

    # The board as PlayPalace's clients expect it

    def rebuild_player_menu(self, player: Player, *, position: int | None = None,
                            play_selection_sound: bool = False) -> None:
        table = self.table
        if self.status != "playing" or table is None:
            super().rebuild_player_menu(player, position=position)
            return
        if self._destroyed or self._is_transient_display_open(player):
            return
        user = self.get_user(player)
        if not user:
            return
        if player.id in self._new_spectators:
            self._new_spectators.discard(player.id)
            self._tell_where_it_stands(player, table)
        locale = user.locale
        cells = table.grid(self._viewer(player)).cells
        items = [MenuItem(text=render(cell.label, locale), id=f"{CELL_PREFIX}{index}",
                          sound=point_sound(cell.sound))
                 for index, cell in enumerate(cells)]
        focus = self._move_focus.pop(player.id, None)
        if focus is not None:
            self._focus[player.id] = focus
        else:  # the cell its last key or choice came from (PlayPalace's clients move through a grid alone)
            focus = self._focus.get(player.id)
        user.show_menu(
            "turn_menu", items, multiletter=False, escape_behavior=EscapeBehavior.KEYBIND,
            position=focus + 1 if focus is not None else position, grid_enabled=True, grid_width=12,
            play_selection_sound=play_selection_sound,
        )

    def update_player_menu(self, player: Player, selection_id: str | None = None,
                           play_selection_sound: bool = False) -> None:
        self.rebuild_player_menu(player, play_selection_sound=play_selection_sound)

    # Bots

    def on_tick(self) -> None:
        super().on_tick()
        table = self.table
        if not self.game_active or self.status != "playing" or table is None:
            return
        turn = table.bot_turn()
        player = self._player_in(turn.seat) if turn is not None else None
        if turn is None or player is None or not player.is_bot:
            self._bot_queue = []
            self._forget_bot_thinking()
            return
        if player.bot_think_ticks > 0:
            player.bot_think_ticks -= 1
            return
        if not self._bot_queue or self._bot_queue_seat != turn.seat:
            commands = self._bot_decision(table, turn)
            if commands is None:
                return  # gnubg is thinking: look again next tick
            self._bot_queue, self._bot_queue_seat = list(commands), turn.seat
        outcome = self._submit(None, Viewer.player(turn.seat), self._bot_queue.pop(0))
        if outcome is None:
            self._bot_queue = []  # the table changed meanwhile: decide afresh next tick
        elif outcome.announcements:
            player.bot_think_ticks = BOT_PACING_TICKS

    def _bot_decision(self, table: BackgammonTable, turn: BotTurn) -> Sequence[Command] | None:
        """The commands of the bot's decision for ``turn``, asked now or earlier; None while under way."""
        asked = self._bot_thinking
        if asked is None or asked[:2] != (turn.seat, len(self.bg_commands)):
            self._forget_bot_thinking()
            asked = self._bot_thinking = (turn.seat, len(self.bg_commands),
                                          BotThinking(table, turn, self._bot_random))
        commands = asked[2].commands()
        if commands is not None:
            self._bot_thinking = None
        return commands

    def _forget_bot_thinking(self) -> None:
        if self._bot_thinking is not None:
            self._bot_thinking[2].cancel()
            self._bot_thinking = None

    # The end of the match

    def build_game_result(self) -> GameResult:
        from datetime import datetime

        table = self.table
        score = table.score() if table is not None else ()
        return GameResult(
            game_type=self.get_type(),
            timestamp=datetime.now().isoformat(),
            duration_ticks=self.sound_scheduler_tick,
            player_results=[
                PlayerResult(player_id=p.id, player_name=p.name, is_bot=p.is_bot,
                             is_virtual_bot=getattr(p, "is_virtual_bot", False))
                for p in self.get_active_players()
            ],
            custom_data={"names": list(self.bg_names), "score": list(score)},
        )

    def format_end_screen(self, result: GameResult, locale: str) -> list[str]:
        table = self.table
        if table is None:
            return [str(line) for line in super().format_end_screen(result, locale)]
        try:
            outcome = table.handle(Viewer.spectator(0), Command(ActionId.STATUS_SCORE))
        except TableRefusal:
            return [str(line) for line in super().format_end_screen(result, locale)]
        return [render(reply, locale) for reply in outcome.replies]
