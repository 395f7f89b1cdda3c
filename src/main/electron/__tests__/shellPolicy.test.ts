import { describe, expect, it } from 'vitest';
import { devServerUrlFor, devToolsAllowed } from '../shellPolicy';

describe('packaged shell policy', () => {
  it('ignores ELECTRON_RENDERER_URL in a packaged app, and a non-local one always', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(devServerUrlFor(true, env)).toBeUndefined();
    expect(devServerUrlFor(false, env)).toBe('http://localhost:5173');
    expect(devServerUrlFor(false, { ELECTRON_RENDERER_URL: 'https://evil.example' })).toBeUndefined();
    expect(devServerUrlFor(false, {})).toBeUndefined();
  });
  it('turns DevTools off when packaged', () => {
    expect(devToolsAllowed(true)).toBe(false);
    expect(devToolsAllowed(false)).toBe(true);
  });
});
