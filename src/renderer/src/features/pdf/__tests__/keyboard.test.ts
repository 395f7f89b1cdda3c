import { describe, expect, it } from 'vitest';
import { keyToCommand, type KeyInput } from '../keyboard';

const key = (k: string, over: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: false,
  ...over
});

describe('keyToCommand', () => {
  it('maps paging keys', () => {
    expect(keyToCommand(key('PageDown'))).toBe('next-page');
    expect(keyToCommand(key('PageUp'))).toBe('prev-page');
    expect(keyToCommand(key('Home'))).toBe('first-page');
    expect(keyToCommand(key('End'))).toBe('last-page');
  });

  it('maps zoom chords on Ctrl and Cmd', () => {
    expect(keyToCommand(key('=', { ctrlKey: true }))).toBe('zoom-in');
    expect(keyToCommand(key('+', { metaKey: true }))).toBe('zoom-in');
    expect(keyToCommand(key('-', { ctrlKey: true }))).toBe('zoom-out');
    expect(keyToCommand(key('0', { metaKey: true }))).toBe('fit-width');
  });

  it('leaves Ctrl+F and Cmd+F to the app command find, and a plain F to the page', () => {
    // Ctrl/Cmd+F is the app command `find` (one path for the key and the menu), not a viewer key.
    expect(keyToCommand(key('f', { ctrlKey: true }))).toBeNull();
    expect(keyToCommand(key('F', { metaKey: true }))).toBeNull();
    expect(keyToCommand(key('f'))).toBeNull();
    expect(keyToCommand(key('f', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('leaves Home/End to text fields but keeps paging keys and zoom chords', () => {
    expect(keyToCommand(key('Home', { inTextField: true }))).toBeNull();
    expect(keyToCommand(key('End', { inTextField: true }))).toBeNull();
    expect(keyToCommand(key('PageDown', { inTextField: true }))).toBe('next-page');
    expect(keyToCommand(key('=', { ctrlKey: true, inTextField: true }))).toBe('zoom-in');
  });

  it('ignores unrelated keys and Alt chords', () => {
    expect(keyToCommand(key('a'))).toBeNull();
    expect(keyToCommand(key('0'))).toBeNull();
    expect(keyToCommand(key('PageDown', { altKey: true }))).toBeNull();
  });
});
