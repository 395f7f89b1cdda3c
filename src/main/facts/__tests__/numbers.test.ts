import { describe, expect, it } from 'vitest';
import { parseNumber } from '../numbers';

const value = (raw: string, style = {}) => {
  const p = parseNumber(raw, style);
  return p && p.kind === 'number' ? p.value : p;
};

describe('parseNumber', () => {
  it('reads both thousands styles and spaced groups', () => {
    expect(value('1,234.5')).toBe(1234.5);
    expect(value('1.234,5')).toBe(1234.5);
    expect(value('1 234')).toBe(1234);
    expect(value('1\u202f234,5')).toBe(1234.5);
    expect(value('12,345,678')).toBe(12345678);
    expect(value('12.345.678')).toBe(12345678);
  });

  it('takes a lone separator before three digits as thousands unless the document writes decimals with it', () => {
    expect(value('1,234')).toBe(1234);
    expect(value('1.234')).toBe(1234);
    expect(value('1.234', { decimalMark: '.' })).toBe(1.234);
    expect(value('0,5')).toBe(0.5);
    expect(value('6.9')).toBe(6.9);
  });

  it('reads negatives written with a hyphen, a minus sign or parentheses, and percentages', () => {
    expect(value('-12')).toBe(-12);
    expect(value('\u221212.5')).toBe(-12.5);
    expect(value('(1,200)')).toBe(-1200);
    expect(parseNumber('42 %')).toEqual({ kind: 'number', value: 42, percent: true });
    expect(parseNumber('-3.5%')).toEqual({ kind: 'number', value: -3.5, percent: true });
  });

  it('reports empty cells as missing, not as zero', () => {
    for (const cell of ['n/a', 'N/A', 'n.a.', '–', '—', '-'])
      expect(parseNumber(cell)).toEqual({ kind: 'missing', raw: cell });
  });

  it('refuses text that is not one number', () => {
    for (const raw of ['abc', '1,23,4', '1.2.3,4,5', '12a', '', '1,2345.6']) expect(parseNumber(raw)).toBeNull();
  });
});
