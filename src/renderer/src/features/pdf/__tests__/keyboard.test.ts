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

  it('opens find on Ctrl+F and Cmd+F, also from a text field; a plain F is not find', () => {
    expect(keyToCommand(key('f', { ctrlKey: true }))).toBe('find');
    expect(keyToCommand(key('f', { metaKey: true, inTextField: true }))).toBe('find');
    expect(keyToCommand(key('F', { ctrlKey: true }))).toBe('find');
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
