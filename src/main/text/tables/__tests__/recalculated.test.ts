/**
 * A base year shown twice in one table, as first reported and as recalculated: the recalculated column is the
 * year's figure, for the inventory and for the change column that compares with the base year.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { tableReading } from '../../../facts/tableCells';
import { item, page, row } from './page';

function bridge() {
  return page([
    item('Base-year recalculation and current emissions (t CO2e)', 40, 80),
    ...row(100, [
      ['t CO2e', 40],
      ['2020 as', 130],
      ['Acquired', 190],
      ['2020', 260],
      ['2025', 330],
      ['2025 vs', 390]
    ]),
    ...row(110, [
      ['reported', 130],
      ['recalculated', 250],
      ['2020', 392]
    ]),
    ...row(130, [
      ['Scope 1', 40],
      ['601,190', 130],
      ['+57,560', 190],
      ['639,560', 260],
      ['469,240', 330],
      ['−26.6 %', 390]
    ])
  ]);
}

describe('table model: a base year as first reported and as recalculated', () => {
  it('compares the change column with the recalculated base year', () => {
    const [table] = readPageTables(bridge(), 2).tables;
    expect(table!.changes?.map((c) => [c.year, c.baseYear, c.base.raw, c.current.raw])).toEqual([
      [2025, 2020, '639,560', '469,240']
    ]);
  });

  it('leaves the figure as first reported out of the inventory', () => {
    const reading = tableReading(readPageTables(bridge(), 2).tables);
    const texts = reading.cells.map((c) => c.text).join('\n');
    expect(texts).toContain('639,560');
    expect(texts).toContain('469,240');
    expect(texts).not.toContain('601,190');
  });
});
