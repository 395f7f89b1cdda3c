/** A table's change column worded as a sentence, and recomputed by the progress check from the cells. */
import { describe, expect, it } from 'vitest';
import type { PageTable } from '../../../text/tables/types';
import { changeTexts } from '../../../facts/changeRows';
import { ghgInventory } from '../../../facts/inventory';
import { checkProgress } from '../progressCheck';
import { claimFigures } from '../../../facts/claimFigures';

const change = (pct: number, baseline: boolean): PageTable => ({
  page: 2,
  box: { x: 0, y: 0, w: 1, h: 1 },
  rows: [],
  cells: [],
  changes: [
    {
      metric: 'Scope 1',
      pct,
      raw: `${pct} %`,
      head: 'Change',
      year: 2025,
      baseYear: baseline ? 2018 : 2024,
      baseline,
      page: 2,
      rects: []
    }
  ]
});
const TABLE = 'Scope 1 (t CO2e) — 2018 879,100; 2024 673,000; 2025 640,000';
const row = {
  text: TABLE,
  figures: claimFigures(TABLE),
  page: 2,
  rects: [],
  source: { kind: 'claim' as const, claimId: 't' }
};

describe('change columns as statements', () => {
  it('words a change against the previous year and against the base year', () => {
    expect(changeTexts([change(-4.9, false)])[0]!.text).toBe('In 2025, Scope 1 fell by 4.9 % compared with 2024.');
    expect(changeTexts([change(-27.2, true)])[0]!.text).toBe(
      'In 2025, Scope 1 fell by 27.2 % compared with the 2018 base year.'
    );
  });

  it('passes a change the cells give and fails one they contradict, naming both', () => {
    const run = (pct: number, baseline: boolean) => {
      const items = [row, ...changeTexts([change(pct, baseline)])];
      return checkProgress(items, ghgInventory(items)).map((c) => c.result);
    };
    expect(run(-4.9, false)).toEqual(['pass']);
    expect(run(-31.5, true)).toEqual(['fail']);
    expect(run(-27.2, true)).toEqual(['pass']);
  });
});
