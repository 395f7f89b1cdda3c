import { describe, expect, it } from 'vitest';
import { claimKeyCommand, type ClaimKeyInput } from '../claimKeys';

const key = (k: string, over: Partial<ClaimKeyInput> = {}): ClaimKeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inTextField: false,
  onControl: false,
  ...over
});

describe('claimKeyCommand', () => {
  it('maps J/K and Alt+arrows to next/previous', () => {
    expect(claimKeyCommand(key('j'))).toBe('next');
    expect(claimKeyCommand(key('k'))).toBe('prev');
    expect(claimKeyCommand(key('ArrowDown', { altKey: true }))).toBe('next');
    expect(claimKeyCommand(key('ArrowUp', { altKey: true }))).toBe('prev');
  });

  it('leaves letters and Enter to text fields but keeps Alt+arrows', () => {
    expect(claimKeyCommand(key('j', { inTextField: true }))).toBeNull();
    expect(claimKeyCommand(key('Enter', { inTextField: true }))).toBeNull();
    expect(claimKeyCommand(key('ArrowDown', { altKey: true, inTextField: true }))).toBe('next');
  });

  it('opens the active claim with Enter unless a control has focus', () => {
    expect(claimKeyCommand(key('Enter'))).toBe('open');
    expect(claimKeyCommand(key('Enter', { onControl: true }))).toBeNull();
  });

  it('ignores modified keys and plain arrows (they scroll)', () => {
    expect(claimKeyCommand(key('j', { ctrlKey: true }))).toBeNull();
    expect(claimKeyCommand(key('k', { metaKey: true }))).toBeNull();
    expect(claimKeyCommand(key('J', { shiftKey: true }))).toBeNull();
    expect(claimKeyCommand(key('ArrowDown'))).toBeNull();
    expect(claimKeyCommand(key('j', { altKey: true }))).toBeNull();
  });
});
