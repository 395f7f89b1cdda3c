/**
 * The app's commands: one list that the renderer's command registry (keyboard handler, shortcuts
 * dialog) and the Electron menu (src/main/electron/menuTemplate.ts) both read, so a command has one
 * id, one label and one key everywhere. Keys are written `Mod+Shift+E`: `Mod` is Cmd on macOS and
 * Ctrl elsewhere; the last part is a `KeyboardEvent.key` name (`Enter`, `ArrowDown`, `=`) or a letter.
 * Pure data and pure functions (no DOM, no electron).
 */

export type CommandId =
  | 'open'
  | 'settings'
  | 'library'
  | 'extract'
  | 'analyze'
  | 'cancel'
  | 'nextClaim'
  | 'previousClaim'
  | 'find'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'themeSystem'
  | 'themeLight'
  | 'themeDark'
  | 'themeNext'
  | 'toggleAgents'
  | 'toggleReasoning'
  | 'shortcuts';

export type MenuName = 'File' | 'Edit' | 'View' | 'Analysis' | 'Go' | 'Help';

export interface CommandSpec {
  id: CommandId;
  label: string;
  /** The shortcut, if any (see the file comment for the notation). */
  keys?: string;
  /** Other keys the view answers for it, listed in the shortcuts dialog (J and K for claims). */
  alsoKeys?: readonly string[];
  /** The menu that lists it; `submenu` groups items inside it (View › Theme). */
  menu: MenuName;
  submenu?: string;
  /**
   * True when the view already answers the key itself (the PDF viewer's zoom keys, the claims'
   * J/K and Alt+arrows): the registry's keyboard handler leaves the key alone, so it acts once, and
   * the menu item (and an accelerator the menu takes first) runs the command.
   */
  keysOwnedByView?: boolean;
}

export const COMMANDS: readonly CommandSpec[] = [
  { id: 'open', label: 'Open PDF…', keys: 'Mod+O', menu: 'File' },
  { id: 'library', label: 'Library', keys: 'Mod+Shift+L', menu: 'File' },
  { id: 'settings', label: 'Settings', keys: 'Mod+,', menu: 'File' },
  { id: 'find', label: 'Find in the PDF', keys: 'Mod+F', menu: 'Edit' },
  { id: 'themeSystem', label: 'Follow the system', menu: 'View', submenu: 'Theme' },
  { id: 'themeLight', label: 'Light', menu: 'View', submenu: 'Theme' },
  { id: 'themeDark', label: 'Dark', menu: 'View', submenu: 'Theme' },
  { id: 'themeNext', label: 'Next theme', keys: 'Mod+Shift+D', menu: 'View', submenu: 'Theme' },
  { id: 'zoomIn', label: 'Zoom in', keys: 'Mod+=', menu: 'View', keysOwnedByView: true },
  { id: 'zoomOut', label: 'Zoom out', keys: 'Mod+-', menu: 'View', keysOwnedByView: true },
  { id: 'zoomReset', label: 'Fit width', keys: 'Mod+0', menu: 'View', keysOwnedByView: true },
  { id: 'toggleAgents', label: 'Toggle the Agent dashboard panel', keys: 'Mod+Shift+1', menu: 'View' },
  { id: 'toggleReasoning', label: 'Toggle the Reasoning panel', keys: 'Mod+Shift+2', menu: 'View' },
  { id: 'extract', label: 'Extract claims', keys: 'Mod+Shift+E', menu: 'Analysis' },
  { id: 'analyze', label: 'Analyze', keys: 'Mod+Enter', menu: 'Analysis' },
  { id: 'cancel', label: 'Cancel the running analysis or extraction', keys: 'Mod+.', menu: 'Analysis' },
  { id: 'nextClaim', label: 'Next claim', keys: 'Alt+ArrowDown', alsoKeys: ['J'], menu: 'Go', keysOwnedByView: true },
  {
    id: 'previousClaim',
    label: 'Previous claim',
    keys: 'Alt+ArrowUp',
    alsoKeys: ['K'],
    menu: 'Go',
    keysOwnedByView: true
  },
  { id: 'shortcuts', label: 'Keyboard shortcuts', keys: '?', menu: 'Help' }
];

export const MENU_ORDER: readonly MenuName[] = ['File', 'Edit', 'View', 'Analysis', 'Go', 'Help'];

const COMMAND_IDS = new Set<string>(COMMANDS.map((c) => c.id));
export const isCommandId = (value: unknown): value is CommandId => typeof value === 'string' && COMMAND_IDS.has(value);

export interface KeyChord {
  mod: boolean;
  shift: boolean;
  alt: boolean;
  /** The key itself: a letter in lower case, a digit, a punctuation mark or a key name. */
  key: string;
}

/** Parses `Mod+Shift+E` into its parts; throws on an empty key or an unknown modifier. */
export function parseKeys(keys: string): KeyChord {
  const parts = keys === '+' ? ['+'] : keys.split('+');
  const key = parts.pop() ?? '';
  if (!key) throw new Error(`no key in the shortcut "${keys}"`);
  const chord: KeyChord = { mod: false, shift: false, alt: false, key: key.length === 1 ? key.toLowerCase() : key };
  for (const part of parts) {
    if (part === 'Mod') chord.mod = true;
    else if (part === 'Shift') chord.shift = true;
    else if (part === 'Alt') chord.alt = true;
    else throw new Error(`unknown modifier "${part}" in the shortcut "${keys}"`);
  }
  return chord;
}

const KEY_NAMES: Record<string, { mac: string; other: string; electron: string }> = {
  ArrowDown: { mac: '↓', other: 'Down', electron: 'Down' },
  ArrowUp: { mac: '↑', other: 'Up', electron: 'Up' },
  Enter: { mac: '↩', other: 'Enter', electron: 'Enter' },
  '=': { mac: '=', other: '=', electron: '=' },
  '-': { mac: '-', other: '-', electron: '-' }
};

/** The Electron accelerator for a shortcut (`CmdOrCtrl+Shift+E`). */
export function toAccelerator(keys: string): string {
  const c = parseKeys(keys);
  const key = KEY_NAMES[c.key]?.electron ?? (c.key.length === 1 ? c.key.toUpperCase() : c.key);
  return [c.mod && 'CmdOrCtrl', c.alt && 'Alt', c.shift && 'Shift', key].filter(Boolean).join('+');
}

/** How a shortcut reads to the analyst on their platform: `⌘⇧E` on macOS, `Ctrl+Shift+E` elsewhere. */
export function keysLabel(keys: string, mac: boolean): string {
  const c = parseKeys(keys);
  const name = KEY_NAMES[c.key];
  const key = name ? (mac ? name.mac : name.other) : c.key.length === 1 ? c.key.toUpperCase() : c.key;
  if (c.key === '?') return '?';
  if (mac) return `${c.mod ? '⌘' : ''}${c.alt ? '⌥' : ''}${c.shift ? '⇧' : ''}${key}`;
  return [c.mod && 'Ctrl', c.alt && 'Alt', c.shift && 'Shift', key].filter(Boolean).join('+');
}

export interface KeyEventFields {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key event is the chord. Digits are matched by their physical key (`Digit1`), since
 * Shift changes the character they type; `?` is matched by the character whatever Shift says.
 */
export function matchesKeys(e: KeyEventFields, chord: KeyChord, mac: boolean): boolean {
  const mod = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (chord.mod !== mod || chord.alt !== e.altKey) return false;
  if (!chord.mod && !chord.alt && (e.ctrlKey || e.metaKey)) return false;
  if (chord.key === '?') return e.key === '?';
  if (chord.shift !== e.shiftKey) return false;
  if (/^[0-9]$/.test(chord.key)) return e.code === `Digit${chord.key}`;
  if (chord.key.length === 1) return e.key.toLowerCase() === chord.key;
  return e.key === chord.key;
}

/** The command a key event asks for, if any (commands whose keys the focused view owns excepted). */
export function commandForKey(
  e: KeyEventFields,
  mac: boolean,
  commands: readonly CommandSpec[] = COMMANDS
): CommandSpec | null {
  for (const c of commands) {
    if (!c.keys || c.keysOwnedByView) continue;
    if (matchesKeys(e, parseKeys(c.keys), mac)) return c;
  }
  return null;
}
