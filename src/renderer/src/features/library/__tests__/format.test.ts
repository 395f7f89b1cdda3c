import { describe, expect, it } from 'vitest';
import { formatAddedAt, formatBytes } from '../format';

describe('formatBytes', () => {
  it('picks a unit and keeps one decimal below ten', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('formatAddedAt', () => {
  it('passes through text that is not a date', () => {
    expect(formatAddedAt('yesterday')).toBe('yesterday');
  });

  it('formats a real timestamp with its year', () => {
    expect(formatAddedAt('2024-03-05T10:00:00Z')).toContain('2024');
  });
});
