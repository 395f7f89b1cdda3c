/**
 * A chart that places its values by value (a dumbbell or dot plot, two years per line, the lower value left of its
 * mark): its values line up in no column, so no cell is read from them; a table printed right under it still is.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { page, row } from './page';

const read = (items: Parameters<typeof page>[0]) => readPageTables(page(items), 1).tables;

const dots = [
  ...row(84, [
    ['Scope 1 and 2 (t CO2e)', 40],
    ['2024', 388],
    ['2025', 438]
  ]),
  ...row(100, [
    ['Scope 1', 40],
    ['367,590', 400],
    ['382,910', 457]
  ]),
  ...row(118, [
    ['Scope 2 (location-based)', 40],
    ['316,900', 368],
    ['349,390', 436]
  ]),
  ...row(136, [
    ['Scope 2 (market-based)', 40],
    ['256,350', 329],
    ['276,610', 390]
  ])
];

describe('table model: values of a chart placed by value', () => {
  it('reads no cell from values that line up in no column, and marks their lines as a chart', () => {
    const tables = read(dots);
    expect(tables.flatMap((t) => t.cells)).toEqual([]);
    expect(tables.filter((t) => t.chart).flatMap((t) => t.rows)).toHaveLength(3);
  });

  it('still reads a table whose figures line up flush right', () => {
    const table = [
      ...row(84, [
        ['t CO2e', 40],
        ['2024', 400],
        ['2025', 460]
      ]),
      ...row(100, [
        ['Scope 1', 40],
        ['367,590', 396],
        ['382,910', 456]
      ]),
      ...row(118, [
        ['Scope 3', 40],
        ['3,903,690', 387],
        ['4,021,990', 447]
      ])
    ];
    expect(read(table).flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]))).toEqual([
      ['Scope 1', 2024, 367_590],
      ['Scope 1', 2025, 382_910],
      ['Scope 3', 2024, 3_903_690],
      ['Scope 3', 2025, 4_021_990]
    ]);
  });
});
