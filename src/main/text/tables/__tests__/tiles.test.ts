/**
 * Tiles of an "at a glance" box beside a letter: a caption naming a metric and a year over a figure with
 * its mass unit. Only tiles whose caption names a year and a mass is named somewhere become cells.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page } from './page';

describe('table model: tiles of an at-a-glance box', () => {
  it('reads a caption with a year over a figure with its unit, beside prose', () => {
    const items = [
      item('2025 was a year in which our climate plan moved from paper', 40, 60),
      item('Scope 1 emissions 2025', 400, 72),
      item('to the plant floor. Our direct emissions came to 59,640', 40, 72),
      item('59,640 t', 400, 84, 12),
      item('tonnes of CO2e, 15.6 % less than in 2024, as two sites', 40, 84),
      item('Scope 2 emissions (market-based)', 400, 110),
      item('40,860 t', 400, 122, 12),
      item('Renewable electricity share 2025', 400, 150),
      item('68 %', 400, 162, 12)
    ];
    const cells = readPageTables(page(items), 2).tables.flatMap((t) => t.cells);
    const tiles = cells.filter((c) => c.columnLabel === '');
    expect(tiles.map((c) => [c.metric, c.year, c.raw, c.unit?.tonnesPer])).toEqual([
      ['Scope 1 emissions', 2025, '59,640', 1]
    ]);
  });
});
