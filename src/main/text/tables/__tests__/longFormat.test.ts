/**
 * A long-format table, one observation per row ("Year | Scope | Method | Value | Unit"): each row read with the year
 * of its own year column, the metric from its text columns, the unit from its unit column.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    t.cells.map((c) => [c.metric, c.year, c.value, c.unit?.tonnesPer])
  );

const head = (top: number) =>
  row(top, [
    ['Year', 40],
    ['Scope', 110],
    ['Method', 200],
    ['Value', 380],
    ['Unit', 430]
  ]);

describe('table model: long-format tables', () => {
  it('reads each row in its own year, its metric from the text columns, its unit from the unit column', () => {
    const items = [
      ...head(84),
      ...row(100, [
        ['2025', 40],
        ['Scope 2', 110],
        ['Market-based', 200],
        ['16,940', 382],
        ['kt CO2e', 430]
      ]),
      ...row(114, [
        ['2018 (base)', 40],
        ['Scope 1', 110],
        ['–', 200],
        ['42,550', 382],
        ['t CO2e', 430]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 2 Market-based', 2025, 16_940, 1000],
      ['Scope 1', 2018, 42_550, 1]
    ]);
  });

  it('reads no mass from a row whose unit is not one', () => {
    const items = [
      ...head(84),
      ...row(100, [
        ['2025', 40],
        ['Energy', 110],
        ['Renewable', 200],
        ['42', 382],
        ['%', 430]
      ])
    ];
    expect(cellsOf(items).filter((c) => c[3] !== undefined)).toEqual([]);
  });
});
