import { describe, expect, it } from 'vitest';
import { findGutters, type GutterRow } from '../columns';

/** A row of fragments [u0, u1, figures printed]; em 10 pt, so "wide" text is 80 pt or more. */
const row = (...frags: Array<[number, number, number?]>): GutterRow => ({
  em: 10,
  frags: frags.map(([u0, u1, n]) => ({ u0, u1, ...(n ? { numbers: n } : {}) }))
});

describe('column gutters', () => {
  it('splits two text columns at the white strip between them', () => {
    const rows = Array.from({ length: 6 }, () => row([40, 280], [320, 560]));
    expect(findGutters(rows, 600, 10).map((g) => [g.r0, g.r1])).toEqual([[0, 5]]);
  });

  it('never splits a table row between its label and its cells', () => {
    // Label (no figures) | unit "1,000 tonnes CO2e" (one figure) and three cells: a table, not two columns.
    const rows = Array.from({ length: 6 }, () =>
      row([40, 150], [190, 260, 1], [280, 300, 1], [325, 345, 1], [370, 390, 1])
    );
    expect(findGutters(rows, 600, 10)).toEqual([]);
  });

  it('still splits two tables set side by side (figures on both sides of the strip)', () => {
    const rows = Array.from({ length: 6 }, () => row([40, 150], [160, 250, 3], [330, 440], [450, 560, 2]));
    expect(findGutters(rows, 600, 10).length).toBeGreaterThan(0);
  });
});
