/**
 * The table model on filled-in forms and tables with a notes column: a field code before each label ("B1"),
 * heads naming the year's role ("Prior year 2024"), a figure with a note mark set close before a note's
 * words, and a second table under a head of its own that takes no years from the table above.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]));

describe('table model: forms and notes columns', () => {
  it('reads a form: field codes before the labels, heads "Reporting year 2025" and "Prior year 2024"', () => {
    const items = [
      item('Part B – Greenhouse gas emissions (tonnes CO2e)', 40, 80, 10),
      ...row(100, [
        ['Reporting year 2025', 300],
        ['Prior year 2024', 400],
        ['Base year 2018', 500]
      ]),
      ...row(120, [
        ['B1', 40],
        ['Scope 1 emissions', 70],
        ['267,800', 300],
        ['292,630', 400],
        ['391,180', 500]
      ]),
      ...row(136, [
        ['B3', 40],
        ['Scope 3 emissions', 70],
        ['1,282,200', 300],
        ['1,363,580', 400],
        ['1,577,270', 500]
      ]),
      item('Part E – Emissions reduction targets', 40, 170, 10),
      ...row(190, [
        ['Base year', 300],
        ['Target year', 400],
        ['Reduction (%)', 500]
      ]),
      ...row(206, [
        ['E1', 40],
        ['Scope 1 and 2 emissions, absolute', 70],
        ['2018', 300],
        ['2030', 400],
        ['55', 500]
      ])
    ];
    const cells = cellsOf(items);
    expect(cells.filter((c) => c[0] === 'Scope 1 emissions')).toEqual([
      ['Scope 1 emissions', 2025, 267_800],
      ['Scope 1 emissions', 2024, 292_630],
      ['Scope 1 emissions', 2018, 391_180]
    ]);
    // The targets' row takes no year from Part B's columns.
    expect(
      cells.filter((c) => c[0] === 'Scope 1 and 2 emissions, absolute' && [2025, 2024].includes(c[1] as number))
    ).toEqual([]);
  });

  it('keeps a figure with its note mark ("55,910ᵇ") apart from the note set close after it', () => {
    const items = [
      ...row(100, [
        ['2023', 250],
        ['2024', 320],
        ['Notes', 380]
      ]),
      ...row(116, [
        ['Scope 2 – market-based', 40],
        ['59,340', 250],
        ['55,910ᵇ', 320],
        ['Supplier-specific factors; ᵇ three sites on green tariffs.', 357]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 2 – market-based', 2023, 59_340],
      ['Scope 2 – market-based', 2024, 55_910]
    ]);
  });
});
