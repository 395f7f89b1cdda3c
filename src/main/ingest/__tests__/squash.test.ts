import { describe, expect, it } from 'vitest';
import { squash, squashString } from '../squash';

describe('squash', () => {
  it('lower-cases, folds whitespace runs to one space, drops leading space and keeps offsets', () => {
    const r = squash('  Scope\n\t 3 ');
    expect(r.s).toBe('scope 3 ');
    expect(r.pos).toEqual([2, 3, 4, 5, 6, 7, 10, 11]);
  });

  it('squashString gives exactly squash(text).s, also where whole-string case would differ', () => {
    const samples = [
      '',
      '   ',
      'ΟΔΟΣ end',
      'İstanbul',
      'CO₂\u00a0and\u2003NO\u2082',
      'A\u{10400}b',
      'Σ',
      ' x\r\ny ',
      'ÆØÅ ẞ ǅ'
    ];
    for (const t of samples) expect(squashString(t)).toBe(squash(t).s);
  });

  it('squashString agrees with squash on random text from a mixed alphabet', () => {
    const pool = ['a', 'B', ' ', '\n', '\t', '\u00a0', 'Σ', 'ς', 'İ', 'É', '₂', '\u{10400}', '\u2028', 'ǅ', '.', '3'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 300; n++) {
      let t = '';
      const len = next() % 24;
      for (let i = 0; i < len; i++) t += pool[next() % pool.length];
      // Half of them without the chars that take the careful path.
      if (n % 2) t = t.replace(/[Σİ\u{10400}]/gu, 'x');
      expect(squashString(t)).toBe(squash(t).s);
    }
  });
});
