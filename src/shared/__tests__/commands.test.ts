import { describe, expect, it } from 'vitest';
import {
  COMMANDS,
  commandForKey,
  isCommandId,
  keysLabel,
  matchesKeys,
  parseKeys,
  toAccelerator,
  type KeyEventFields
} from '../commands';

const key = (k: Partial<KeyEventFields> & { key: string }): KeyEventFields => ({
  code: '',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...k
});

describe('shared commands', () => {
  it('gives every command a distinct id and every shortcut to one command only', () => {
    expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
    const keys = COMMANDS.flatMap((c) => (c.keys ? [c.keys] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(isCommandId('analyze')).toBe(true);
    expect(isCommandId('rm -rf')).toBe(false);
  });

  it('parses shortcuts and refuses unknown modifiers', () => {
    expect(parseKeys('Mod+Shift+E')).toEqual({ mod: true, shift: true, alt: false, key: 'e' });
    expect(parseKeys('Alt+ArrowDown')).toEqual({ mod: false, shift: false, alt: true, key: 'ArrowDown' });
    expect(() => parseKeys('Hyper+E')).toThrow(/unknown modifier/);
  });

  it('writes Electron accelerators and platform labels', () => {
    expect(toAccelerator('Mod+Shift+E')).toBe('CmdOrCtrl+Shift+E');
    expect(toAccelerator('Alt+ArrowUp')).toBe('Alt+Up');
    expect(keysLabel('Mod+Shift+E', false)).toBe('Ctrl+Shift+E');
    expect(keysLabel('Mod+Shift+E', true)).toBe('⌘⇧E');
    expect(keysLabel('Mod+Enter', false)).toBe('Ctrl+Enter');
    expect(keysLabel('?', false)).toBe('?');
  });

  it('matches Ctrl on Linux and Windows and Cmd on macOS, never both', () => {
    const open = parseKeys('Mod+O');
    expect(matchesKeys(key({ key: 'o', ctrlKey: true }), open, false)).toBe(true);
    expect(matchesKeys(key({ key: 'o', metaKey: true }), open, false)).toBe(false);
    expect(matchesKeys(key({ key: 'o', metaKey: true }), open, true)).toBe(true);
    expect(matchesKeys(key({ key: 'O', ctrlKey: true, shiftKey: true }), open, false)).toBe(false);
    expect(matchesKeys(key({ key: 'o' }), open, false)).toBe(false);
  });

  it('matches digits by their physical key and "?" whatever Shift says', () => {
    expect(commandForKey(key({ key: '!', code: 'Digit1', ctrlKey: true, shiftKey: true }), false)?.id).toBe(
      'toggleAgents'
    );
    expect(commandForKey(key({ key: '?', shiftKey: true }), false)?.id).toBe('shortcuts');
    expect(commandForKey(key({ key: '?', ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(commandForKey(key({ key: 'Enter', ctrlKey: true }), false)?.id).toBe('analyze');
  });

  it('leaves the zoom and claim keys to the viewer and the claims, which answer them themselves', () => {
    expect(commandForKey(key({ key: '=', ctrlKey: true }), false)).toBeNull();
    expect(commandForKey(key({ key: 'ArrowDown', altKey: true }), false)).toBeNull();
    expect(
      commandForKey(key({ key: 'ArrowDown', altKey: true }), false, [
        { id: 'nextClaim', label: 'Next', keys: 'Alt+ArrowDown', menu: 'Go' }
      ])?.id
    ).toBe('nextClaim');
    expect(COMMANDS.find((c) => c.id === 'zoomIn')?.keysOwnedByView).toBe(true);
  });
});
