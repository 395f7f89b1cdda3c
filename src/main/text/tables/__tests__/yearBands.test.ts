/**
 * Years as rows where each year's row spans sub-rows: Scope 2's location- and market-based figures on lines just
 * above and below the year's line, each after the word naming its basis under a "Scope 2 method" head.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row, WIDTH } from './page';

function spanning() {
  const year = (top: number, label: string, s1: string, lb: string, mb: string) => [
    item('location-based', 250, top - 8, 8),
    item(lb, 350, top - 8, 8),
    item(label, 60, top, 8),
    item(s1, 185, top, 8),
    item('market-based', 254, top + 8, 8),
    item(mb, 350, top + 8, 8)
  ];
  return [
    item('Greenhouse gas emissions, t CO2e', 56, 90, 9),
    ...row(
      110,
      [
        ['Year', 60],
        ['Scope 1', 185],
        ['Scope 2 method', 238],
        ['Scope 2', 350]
      ],
      8
    ),
    ...year(140, '2022', '607,040', '597,150', '456,170'),
    ...year(170, '2023', '571,670', '528,290', '418,690')
  ];
}

describe('table model: a year row spanning sub-rows', () => {
  it("reads each sub-row's figure as its own column's, in the year of the line between them", () => {
    const cells = readPageTables(page(spanning()), 2).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw])).toEqual([
      ['Scope 1', 2022, '607,040'],
      ['Scope 2 location-based', 2022, '597,150'],
      ['Scope 2 market-based', 2022, '456,170'],
      ['Scope 1', 2023, '571,670'],
      ['Scope 2 location-based', 2023, '528,290'],
      ['Scope 2 market-based', 2023, '418,690']
    ]);
  });

  it('keeps each figure highlighted where it is printed', () => {
    const cells = readPageTables(page(spanning()), 2).tables.flatMap((t) => t.cells);
    const market2023 = cells.find((c) => c.raw === '418,690')!;
    expect(market2023.rects[0]!.x).toBeCloseTo(350 / WIDTH, 5);
    expect(cells.every((c) => c.rects.every((r) => r.x + r.w <= 1))).toBe(true);
  });
});
