/**
 * The server-driven menu: a list of buttons, or (grid_enabled) an ARIA grid that is also the visual board.
 *
 * Focus is roving: exactly one item has tabindex 0, so Tab enters the menu at the current item and leaves
 * it. When the server replaces the menu, the same item stays focused: the packet's selection_id or position
 * if given, else the item with the same id, else the same index. Existing elements are updated in place so
 * a screen reader does not lose its place.
 *
 * The board (a grid 12 wide of at least 24 items) is its 24 points, then the table's actions: those items
 * are real buttons in a toolbar under the board, not cells, in the same roving focus.
 *
 * Keys: plain arrows move locally (never sent). In the grid, Home/End and Alt+arrows are sent (naming the
 * item focused when the key was pressed) and then also move locally; Ctrl+arrows, Ctrl+Backspace, letters
 * and digits (with Shift or not) are sent as keybinds.
 * In a list, Enter, Space and clicks activate the focused item (a `menu` packet). In the grid, Enter (and
 * Space, as its alias) is a keybind "enter" naming the focused cell, as the rules page's "Enter on a point";
 * a click on a cell sends the `menu` packet, as PlayPalace clients do. Enter/Space with a modifier is always
 * a keybind. Escape follows the menu's escape_behavior.
 * On a button under the board, Enter, Space and a click activate it (its own `menu` packet, never Enter on
 * a point); Down from the board's bottom row reaches the first button, Down or Right the next one (Left in
 * a right-to-left page, whose row of buttons starts on the right), Up or Left the one before, and from the
 * first back to the point the focus came from; Home and End (Alt+arrows too) go to the first and last
 * button, locally, as they would name no point.
 */

import { drawCell, parseCellLabel, resolveSides, withPoints } from "./board.js";
import { isArrow, isCharacter, keyName, keybindPacket } from "./keys.js";

const TYPEAHEAD_MS = 800;

/** Items may be plain strings or {text, id, sound}. */
function normalizeItems(items) {
  if (!Array.isArray(items)) return [];
  return items.map((item) => {
    if (typeof item === "string") return { text: item, id: null, sound: null };
    const obj = item && typeof item === "object" ? item : {};
    return {
      text: typeof obj.text === "string" ? obj.text : String(obj.text ?? ""),
      id: typeof obj.id === "string" ? obj.id : null,
      sound: typeof obj.sound === "string" ? obj.sound : null,
    };
  });
}

export class MenuView {
  /**
   * @param {HTMLElement} root container the menu is drawn into
   * @param {HTMLElement} scope the game area: focus anywhere in it (or nowhere) lets a new menu take focus
   * @param {object} hooks send(packet), t(key), onItemsChanged(items, grid), onFocusItem(item)
   */
  constructor(root, scope, hooks) {
    this.root = root;
    this.scope = scope;
    this.hooks = hooks;
    this.menuId = null;
    this.items = [];
    this.grid = false;
    this.width = 1;
    this.multiletter = false;
    this.escapeBehavior = null;
    this.index = 0;
    this.container = null;
    this.readout = null;
    this.barArt = null;
    this.centreArt = null;
    this.toolbar = null;
    this.cellCount = 0;
    this.boardReturn = null;
    this.elements = [];
    this.parsed = [];
    this.points = null;
    this.typed = "";
    this.typedAt = 0;
    root.addEventListener("keydown", (event) => this.onKeyDown(event));
    root.addEventListener("click", (event) => this.onClick(event));
    root.addEventListener("focusin", (event) => this.onFocusIn(event));
  }

  get current() {
    return this.items[this.index] ?? null;
  }

  /** True when the user's focus is in the game area or nowhere at all, so a new menu may take it. */
  focusIsOurs() {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) return true;
    return this.scope.contains(active) && !active.closest("form");
  }

  /** Render a `menu` packet, keeping the focused item where the server or the previous menu had it. */
  show(packet) {
    const takeFocus = this.focusIsOurs();
    const items = normalizeItems(packet.items);
    const previous = this.current;
    const sameMenu = packet.menu_id === this.menuId;
    let index = 0;
    const byId = (id) => (id == null ? -1 : items.findIndex((item) => item.id === id));
    if (typeof packet.selection_id === "string" && byId(packet.selection_id) >= 0) {
      index = byId(packet.selection_id);
    } else if (Number.isInteger(packet.position)) {
      index = packet.position - 1; // counted from 1, like `selection` and `menu_index`
    } else if (sameMenu) {
      index = previous && byId(previous.id) >= 0 ? byId(previous.id) : this.index;
    }
    this.index = Math.max(0, Math.min(items.length - 1, index));
    this.menuId = typeof packet.menu_id === "string" ? packet.menu_id : null;
    this.items = items;
    this.grid = packet.grid_enabled === true && items.length > 0;
    this.width = this.grid && Number.isInteger(packet.grid_width) && packet.grid_width >= 1
      ? packet.grid_width : 1;
    this.multiletter = packet.multiletter_enabled === true;
    this.escapeBehavior = typeof packet.escape_behavior === "string" ? packet.escape_behavior : null;
    this.render();
    this.hooks.onItemsChanged?.(this.items, this.grid);
    if (takeFocus) this.focusCurrent();
  }

  /** Remove the menu (clear_ui). */
  clear() {
    this.menuId = null;
    this.items = [];
    this.index = 0;
    this.render();
    this.hooks.onItemsChanged?.(this.items, false);
  }

  layoutKey() {
    return this.grid ? `grid:${this.width}:${this.cellCount}` : "list";
  }

  /** How many items are grid cells: the board's 24 points (the rest are buttons under it), else all. */
  countCells() {
    if (!this.grid) return 0;
    return this.width === 12 && this.items.length >= 24 ? 24 : this.items.length;
  }

  /** Whether item `index` is a button under the board (not a cell of the grid). */
  isButton(index = this.index) {
    return this.grid && index >= this.cellCount && index < this.items.length;
  }

  render() {
    this.cellCount = this.countCells();
    const key = this.layoutKey();
    this.parsed = this.readCells();
    if (!this.container || this.container.dataset.layout !== key || !this.items.length) {
      this.build(key);
    } else {
      if (!this.grid) this.resizeList();
      else this.resizeToolbar();
      this.items.forEach((item, i) => this.fill(this.elements[i], item, i));
    }
    if (this.boardReturn !== null && this.boardReturn >= this.cellCount) this.boardReturn = null;
    this.updateTabStops();
  }

  /** Each grid cell's point, colour and count: from the board state's points, else read from its label. */
  readCells() {
    if (!this.grid) return [];
    const parsed = resolveSides(this.items.slice(0, this.cellCount).map((item) => parseCellLabel(item.text)));
    return this.width === 12 && this.items.length >= 24 ? withPoints(parsed, this.points) : parsed;
  }

  /** The board state's points (24 {colour, count}, or null): the board is drawn from them from now on. */
  setPoints(points) {
    if (points === this.points) return;
    this.points = points;
    if (!this.grid || !this.container) return;
    this.parsed = this.readCells();
    this.items.forEach((item, i) => this.fill(this.elements[i], item, i));
  }

  build(key) {
    this.root.replaceChildren();
    this.elements = [];
    this.container = null;
    this.readout = null;
    this.barArt = null;
    this.centreArt = null;
    this.toolbar = null;
    if (!this.items.length) return;
    if (this.grid) {
      const grid = document.createElement("div");
      grid.setAttribute("role", "grid");
      grid.setAttribute("aria-label", this.hooks.t("web-board-label"));
      grid.className = "grid";
      grid.style.setProperty("--cols", String(this.width));
      grid.dataset.cols = String(this.width);
      const rows = Math.ceil(this.cellCount / this.width);
      // The board's two rows share a rowgroup so the bar drawing can sit over them alone.
      const boardRows = document.createElement("div");
      boardRows.setAttribute("role", "rowgroup");
      boardRows.className = "board-rows";
      grid.append(boardRows);
      for (let r = 0; r < rows; r += 1) {
        const row = document.createElement("div");
        row.setAttribute("role", "row");
        row.className = `grid-row ${r === 0 ? "row-top" : r === 1 ? "row-bottom" : "row-extra"}`;
        for (let c = 0; c < this.width && r * this.width + c < this.cellCount; c += 1) {
          const cell = document.createElement("div");
          cell.setAttribute("role", "gridcell");
          cell.className = "cell";
          if (this.width === 12 && c === 6) cell.classList.add("after-bar");
          const label = document.createElement("span");
          label.className = "cell-label";
          cell.append(label);
          row.append(cell);
          this.elements.push(cell);
        }
        (r < 2 ? boardRows : grid).append(row);
      }
      if (this.width === 12 && this.cellCount === 24) {
        // Checkers on the bar are drawn over the bar column (board.js drawBar); decoration only.
        this.barArt = document.createElement("div");
        this.barArt.className = "bar-art";
        this.barArt.setAttribute("aria-hidden", "true");
        boardRows.append(this.barArt);
        // Dice and cube drawn in the middle of the board, as on a real one (board.js drawCentre).
        this.centreArt = document.createElement("div");
        this.centreArt.className = "centre-art";
        this.centreArt.setAttribute("aria-hidden", "true");
        boardRows.append(this.centreArt);
      }
      this.container = grid;
    } else {
      const list = document.createElement("ul");
      list.className = "menu-list";
      list.setAttribute("aria-label", this.hooks.t("web-menu-label"));
      this.container = list;
      this.resizeList();
    }
    this.container.dataset.layout = key;
    this.readout = null;
    if (!this.grid) {
      this.root.append(this.container);
    } else {
      const wrap = document.createElement("div");
      wrap.className = "board-wrap";
      wrap.append(this.container);
      // The actions under the board: buttons, so each is heard as one and Enter or Space does its action.
      this.toolbar = document.createElement("div");
      this.toolbar.setAttribute("role", "toolbar");
      this.toolbar.setAttribute("aria-label", this.hooks.t("web-board-actions"));
      this.toolbar.className = "board-actions";
      wrap.append(this.toolbar);
      this.resizeToolbar();
      this.root.append(wrap);
      // Sighted players see the focused cell's words here; screen readers already hear the cell itself.
      this.readout = document.createElement("p");
      this.readout.className = "readout";
      this.readout.setAttribute("aria-hidden", "true");
      this.root.append(this.readout);
    }
    this.items.forEach((item, i) => this.fill(this.elements[i], item, i));
  }

  /** Keep one button in the toolbar per item after the board's cells, reusing the ones already there
   * (the toolbar is hidden when there are none). */
  resizeToolbar() {
    if (!this.toolbar) return;
    const wanted = this.cellCount + Math.max(0, this.items.length - this.cellCount);
    while (this.elements.length < wanted) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "board-action";
      this.toolbar.append(button);
      this.elements.push(button);
    }
    while (this.elements.length > wanted) this.elements.pop().remove();
    this.toolbar.hidden = this.items.length <= this.cellCount;
  }

  /** Keep one <li><button> per item, reusing the ones already there. */
  resizeList() {
    while (this.elements.length < this.items.length) {
      const li = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "menu-item";
      li.append(button);
      this.container.append(li);
      this.elements.push(button);
    }
    while (this.elements.length > this.items.length) {
      this.elements.pop().parentElement.remove();
    }
  }

  fill(el, item, i) {
    // Attributes set only when they change: an unchanged item costs the page nothing at a new menu packet.
    if (el.dataset.index !== String(i)) el.dataset.index = String(i);
    if (item.id) {
      if (el.dataset.id !== item.id) el.dataset.id = item.id;
    } else delete el.dataset.id;
    if (this.isButton(i)) {
      if (el.textContent !== item.text) el.textContent = item.text;
    } else if (this.grid) {
      const label = el.querySelector(".cell-label");
      if (label.textContent !== item.text) label.textContent = item.text;
      const parsed = this.parsed[i] ?? null;
      drawCell(el, parsed);
      el.classList.toggle("is-text", !parsed);
    } else if (el.textContent !== item.text) {
      el.textContent = item.text;
    }
  }

  updateTabStops() {
    this.elements.forEach((el, i) => {
      const tabIndex = i === this.index ? 0 : -1;
      if (el.tabIndex !== tabIndex || !el.hasAttribute("tabindex")) el.tabIndex = tabIndex;
      el.classList.toggle("is-current", i === this.index);
    });
    if (this.readout) this.readout.textContent = this.current?.text ?? "";
  }

  focusCurrent() {
    const el = this.elements[this.index];
    if (el) {
      el.focus();
      el.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    } else if (this.scope && this.focusIsOurs()) {
      this.scope.focus();
    }
  }

  moveTo(index) {
    if (!this.items.length) return;
    const target = Math.max(0, Math.min(this.items.length - 1, index));
    if (this.isButton(target) && !this.isButton()) this.boardReturn = this.index;
    this.index = target;
    this.updateTabStops();
    this.focusCurrent();
    this.hooks.onFocusItem?.(this.current);
  }

  onFocusIn(event) {
    const el = event.target.closest?.("[data-index]");
    if (!el || !this.root.contains(el)) return;
    const index = Number(el.dataset.index);
    if (index !== this.index) {
      this.index = index;
      this.updateTabStops();
    }
  }

  onClick(event) {
    const el = event.target.closest?.("[data-index]");
    if (!el || !this.root.contains(el)) return;
    this.index = Number(el.dataset.index);
    this.updateTabStops();
    el.focus();
    this.activate();
  }

  /** Send the `menu` packet for the focused item: 1-based selection and its selection_id. */
  activate() {
    const item = this.current;
    if (!item) return;
    this.hooks.send({
      type: "menu",
      menu_id: this.menuId,
      selection: this.index + 1,
      selection_id: item.id,
    });
  }

  sendKey(name, event) {
    this.hooks.send(keybindPacket(name, event, this.menuId, this.items.length ? this.index : null,
      this.current?.id ?? null));
  }

  escape(event) {
    if (this.escapeBehavior === "keybind") {
      this.sendKey("escape", event);
    } else if (this.escapeBehavior === "select_last_option" && this.items.length) {
      this.moveTo(this.items.length - 1);
      this.activate();
    } else {
      this.hooks.send({ type: "escape", menu_id: this.menuId });
    }
  }

  /** Grid geometry: the target index of a local move, clamped to the cells that exist; Down from the
   * board's bottom row reaches the first button under it, if any. */
  gridTarget(name, toEdge) {
    const w = this.width;
    const n = this.cellCount;
    const row = Math.floor(this.index / w);
    const col = this.index % w;
    const lastRow = Math.floor((n - 1) / w);
    const rowEnd = (r) => Math.min(n - 1, r * w + w - 1);
    const at = (r, c) => Math.min(rowEnd(r), r * w + c);
    switch (name) {
      case "left": return toEdge ? row * w : Math.max(row * w, this.index - 1);
      case "right": return toEdge ? rowEnd(row) : Math.min(rowEnd(row), this.index + 1);
      case "up": return toEdge ? at(0, col) : at(Math.max(0, row - 1), col);
      case "down":
        if (!toEdge && row === lastRow && this.items.length > n) return n;
        return toEdge ? at(lastRow, col) : at(Math.min(lastRow, row + 1), col);
      default: return this.index;
    }
  }

  /** The target of an arrow, Home or End on a button under the board: the buttons in order, and from the
   * first one back to the point the focus came from (the bottom row's first, if it came from none). */
  buttonTarget(name, toEdge) {
    const first = this.cellCount;
    const last = this.items.length - 1;
    const rtl = this.root.closest?.("[dir='rtl']") !== null || document.documentElement.dir === "rtl";
    const forward = name === "down" || name === "end" || name === (rtl ? "left" : "right");
    if (toEdge || name === "home" || name === "end") return forward ? last : first;
    if (forward) return Math.min(last, this.index + 1);
    if (this.index > first) return this.index - 1;
    return this.boardReturn ?? Math.max(0, first - this.width);
  }

  /** A key on a button under the board (true when handled): Enter and Space activate it, arrows, Home and
   * End move locally (Control+arrows and Control+Home/End go on to the keybinds, as on the board). */
  buttonKey(name, event) {
    const { ctrlKey: ctrl, altKey: alt, shiftKey: shift } = event;
    if ((name === "enter" || name === "space") && !ctrl && !alt && !shift) {
      this.activate();
      return true;
    }
    if ((isArrow(name) || name === "home" || name === "end") && !ctrl && !shift) {
      this.moveTo(this.buttonTarget(name, alt));
      return true;
    }
    return false;
  }

  typeahead(char) {
    const now = performance.now();
    this.typed = now - this.typedAt > TYPEAHEAD_MS ? char : this.typed + char;
    this.typedAt = now;
    const n = this.items.length;
    for (let step = this.typed.length > 1 ? 0 : 1; step <= n; step += 1) {
      const i = (this.index + step) % n;
      if (this.items[i].text.toLowerCase().startsWith(this.typed)) {
        this.moveTo(i);
        return;
      }
    }
  }

  onKeyDown(event) {
    if (event.metaKey || event.isComposing || !this.items.length) return;
    if (!event.target.closest?.("[data-index]")) return;
    const name = keyName(event);
    if (!name) return;
    const { ctrlKey: ctrl, altKey: alt, shiftKey: shift } = event;
    const plain = !ctrl && !alt && !shift;
    let handled = true;
    if (this.isButton() && this.buttonKey(name, event)) {
      // done: a button's own keys
    } else if (name === "escape") {
      this.escape(event);
    } else if (isArrow(name)) {
      if (this.grid) {
        if (!plain) this.sendKey(name, event);
        if (plain || (alt && !ctrl && !shift)) this.moveTo(this.gridTarget(name, alt));
      } else if (plain) {
        this.moveTo(this.index + (name === "up" || name === "left" ? -1 : 1));
      } else {
        this.sendKey(name, event);
      }
    } else if (name === "home" || name === "end") {
      const first = name === "home";
      if (this.grid) {
        this.sendKey(name, event);
        if (!alt && !shift) {
          this.moveTo(ctrl ? (first ? 0 : this.items.length - 1) : this.gridTarget(first ? "left" : "right", true));
        }
      } else if (plain) {
        this.moveTo(first ? 0 : this.items.length - 1);
      } else {
        this.sendKey(name, event);
      }
    } else if (name === "enter" || name === "space") {
      if (!plain) this.sendKey(name, event);
      else if (this.grid) this.sendKey("enter", event);
      else this.activate();
    } else if (name === "backspace") {
      this.sendKey(name, event);
    } else if (isCharacter(name)) {
      if (ctrl || alt) {
        handled = false;
      } else if (this.multiletter && !this.grid && !shift) {
        this.typeahead(name);
      } else {
        this.sendKey(name, event);
      }
    } else {
      handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }
}
