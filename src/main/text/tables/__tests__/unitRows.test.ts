/**
 * A table whose unit stands on its own line under each label, with the figures: "Direct GHG emissions
 * (Scope 1)" over "t CO₂e | 479,200 | 421,700". The label above is the row's, the unit cell its unit.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

describe('table model: the unit on its own line under each label', () => {
  it('gives each row the label set on the line above its unit and figures', () => {
    const items = [
      ...row(100, [
        ['2018 (base year)', 240],
        ['2023', 330]
      ]),
      item('Direct GHG emissions (Scope 1)', 40, 120),
      ...row(131, [
        ['t CO₂e', 46],
        ['479,200', 250],
        ['381,120', 330]
      ]),
      item('Other indirect GHG emissions (Scope 3)', 40, 147),
      ...row(158, [
        ['kt CO₂e', 46],
        ['3,776.1', 250],
        ['3,200.6', 330]
      ])
    ];
    const cells = readPageTables(page(items), 2).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw, c.unit?.tonnesPer])).toEqual([
      ['Direct GHG emissions (Scope 1)', 2018, '479,200', 1],
      ['Direct GHG emissions (Scope 1)', 2023, '381,120', 1],
      ['Other indirect GHG emissions (Scope 3)', 2018, '3,776.1', 1000],
      ['Other indirect GHG emissions (Scope 3)', 2023, '3,200.6', 1000]
    ]);
  });
});
