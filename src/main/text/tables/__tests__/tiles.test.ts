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

  it('reads captions centred over figures on two lines, dated by the year heading their band', () => {
    const band = (top: number, year: string, figures: [string, string]) => [
      item(year, 40, top, 12),
      item('Scope 1', 160, top + 40, 7),
      item('Scope 2 (market-', 244, top + 40, 7),
      item(figures[0], 150, top + 48, 7, 45),
      item('based)', 255, top + 48, 7),
      item(figures[1], 240, top + 56, 7, 45)
    ];
    const items = [
      ...band(100, '2023', ['229,040 t CO2e', '155,610 t CO2e']),
      ...band(200, '2024', ['212,250 t CO2e', '141,050 t CO2e'])
    ];
    const cells = readPageTables(page(items), 2).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw])).toEqual([
      ['Scope 1', 2023, '229,040'],
      ['Scope 2 (market-based)', 2023, '155,610'],
      ['Scope 1', 2024, '212,250'],
      ['Scope 2 (market-based)', 2024, '141,050']
    ]);
  });

  it('takes no column head for a caption: a year over a figure with its unit names no metric', () => {
    const items = [item('Scope 1', 40, 100), item('2024', 300, 88), item('12,400 t', 296, 100)];
    const tiles = readPageTables(page(items), 2).tables.flatMap((t) => t.cells.filter((c) => c.columnLabel === ''));
    expect(tiles).toEqual([]);
  });
});
