/**
 * A filing typed in a monospaced font: a rule of dashes between the head and the rows, line items numbered "01",
 * "02" before their labels, and a head of two words set apart over one column ("2020" "BASE").
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]));

describe('table model: a typed filing', () => {
  it('reads numbered line items under a head set over a rule of dashes', () => {
    const items = [
      ...row(84, [
        ['LINE ITEM (METRIC TONNES CO2E)', 40],
        ['2025', 250],
        ['2020', 330],
        ['BASE', 356]
      ]),
      item('-'.repeat(60), 40, 96),
      ...row(108, [
        ['01', 40],
        ['Scope 1 direct', 56],
        ['421,500', 238],
        ['576,430', 340]
      ]),
      ...row(120, [
        ['02', 40],
        ['Scope 3 value chain', 56],
        ['2,751,910', 229],
        ['3,351,050', 331]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1 direct', 2025, 421_500],
      ['Scope 1 direct', 2020, 576_430],
      ['Scope 3 value chain', 2025, 2_751_910],
      ['Scope 3 value chain', 2020, 3_351_050]
    ]);
  });
});
