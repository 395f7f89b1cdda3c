import { describe, expect, it } from 'vitest';
import { nextThemeChoice, parseThemeChoice, resolveTheme } from '../themeStore';

describe('theme', () => {
  it('follows the system only when asked to', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('cycles system → light → dark → system', () => {
    expect([nextThemeChoice('system'), nextThemeChoice('light'), nextThemeChoice('dark')]).toEqual([
      'light',
      'dark',
      'system'
    ]);
  });

  it('reads an unknown stored value as "system"', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice(null)).toBe('system');
    expect(parseThemeChoice('sepia')).toBe('system');
  });
});
