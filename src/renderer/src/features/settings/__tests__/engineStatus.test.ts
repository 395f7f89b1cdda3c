import { describe, expect, it } from 'vitest';
import { engineStatusText } from '../modelText';

describe('the model engine status line', () => {
  const off = { ready: false, problem: 'The model engine is off.' };
  it('names an unsaved switch instead of the saved state it contradicts', () => {
    expect(engineStatusText(off, false, true)).toMatch(/on after you save/);
    expect(engineStatusText({ ready: true, problem: null }, true, false)).toMatch(/Switched off, not saved yet/);
  });
  it('says what the saved settings allow once form and saved settings agree', () => {
    expect(engineStatusText(off, false, false)).toBe('Model engine not available: The model engine is off.');
    expect(engineStatusText({ ready: true, problem: null }, true, true)).toMatch(/^Saved settings are complete/);
    expect(engineStatusText({ ready: false, problem: null }, true, true)).toBe(
      'Model engine not available: not configured.'
    );
  });
});
