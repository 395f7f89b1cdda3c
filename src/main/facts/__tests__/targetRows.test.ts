/**
 * Goals printed as table row labels ("Reduce absolute Scope 1 and 2 GHG emissions 54% by 2027" over
 * "Baseline 2018 | 2025 | Change vs. baseline") become target statements with the column's base year.
 */
import { describe, expect, it } from 'vitest';
import type { PageTable, TableCell } from '../../text/tables/types';
import { readTargets } from '../targets';
import { targetRowTexts } from '../targetRows';

const cell = (rowLabel: string, columnLabel: string, year: number, value: number): TableCell => ({
  metric: rowLabel,
  rowLabel,
  columnLabel,
  year,
  period: String(year),
  raw: String(value),
  value,
  page: 3,
  rects: [{ x: 50, y: 300, w: 100, h: 10 }]
});
const goals = (labels: string[], head = 'Baseline 2018 (MTCO2e 000s)'): PageTable => ({
  page: 3,
  box: { x: 0, y: 0, w: 1, h: 1 },
  rows: [],
  cells: labels.flatMap((l) => [cell(l, head, 2018, 1573), cell(l, '2025 (MTCO2e 000s)', 2025, 1074.9)])
});

describe('goals as row labels', () => {
  it('words each goal row as a target against the base year its column names', () => {
    const out = targetRowTexts([
      goals([
        'Reduce absolute Scope 1 and 2 GHG emissions 54% by 2027',
        'Reduce absolute Scope 3 GHG emissions 30% by 2030',
        'Scope 1'
      ])
    ]);
    expect(out.map((s) => s.text)).toEqual([
      'Reduce absolute Scope 1 and 2 GHG emissions 54% by 2027 against the 2018 base year.',
      'Reduce absolute Scope 3 GHG emissions 30% by 2030 against the 2018 base year.'
    ]);
    const [t] = readTargets(out[1]!.text, out[1]!.figures);
    expect(t).toMatchObject({ scope: 'scope3', baseYear: 2018, milestones: [{ reductionPct: 30, targetYear: 2030 }] });
    expect(out[0]).toMatchObject({ page: 3, source: { kind: 'table_row' } });
    expect(out[0]!.rects.length).toBe(2);
  });

  it('keeps a base year the label names, and adds none when no column names a baseline', () => {
    const own = targetRowTexts([goals(['Reduce Scope 1 emissions 40% by 2030 from 2019'])]);
    expect(own.map((s) => s.text)).toEqual(['Reduce Scope 1 emissions 40% by 2030 from 2019.']);
    const none = targetRowTexts([goals(['Reduce absolute Scope 3 GHG emissions 30% by 2030'], '2018')]);
    expect(none.map((s) => s.text)).toEqual(['Reduce absolute Scope 3 GHG emissions 30% by 2030.']);
  });
});
