/**
 * A datapoint listing, as a digital-tagging annex prints it: one line per datapoint with its code, label,
 * value, unit, period start and end and context. The code is no label, the unit after the value is the
 * row's, a label wrapped onto a line of its own (even a number: "category" / "11") stays the label's, and
 * each row's year is the year its period ends.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const head = row(60, [
  ['Datapoint', 40],
  ['Label', 100],
  ['Value', 262],
  ['Unit', 300],
  ['Period start', 350],
  ['Period end', 410],
  ['Context', 470]
]);

const line = (top: number, code: string, label: string, value: string, unit: string, year: number, context: string) =>
  row(top, [
    [code, 40],
    [label, 100],
    [value, 290 - value.length * 4.5],
    [unit, 300],
    [`${year}-01-01`, 350],
    [`${year}-12-31`, 410],
    [context, 470]
  ]);

describe('table model: a datapoint listing', () => {
  it('reads label, value, unit and the year each row’s period ends', () => {
    const items = [
      ...head,
      ...line(78, 'E1-6_01', 'Gross Scope 1 GHG emissions', '107,870', 'tCO2e', 2025, 'Group'),
      ...line(94, 'E1-6_01', 'Gross Scope 1 GHG emissions', '115,560', 'tCO2e', 2024, 'Group'),
      ...line(110, 'E1-6_09', 'Scope 3 GHG emissions, category', '220,930', 'tCO2e', 2025, 'Use of sold'),
      item('11', 100, 119),
      ...line(135, 'E1-5_10', 'Share of energy consumption:', '53.0', '%', 2025, 'Group'),
      item('renewable electricity', 100, 144)
    ];
    const cells = readPageTables(page(items), 4).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.metric, c.year, c.raw, c.unit?.printed, c.unit?.tonnesPer])).toEqual([
      ['Gross Scope 1 GHG emissions', 2025, '107,870', 'tCO2e', 1],
      ['Gross Scope 1 GHG emissions', 2024, '115,560', 'tCO2e', 1],
      ['Scope 3 GHG emissions, category 11', 2025, '220,930', 'tCO2e', 1],
      ['Share of energy consumption: renewable electricity', 2025, '53.0', '%', undefined]
    ]);
  });

  it('reads nothing from such lines without their periods (no year, no cell)', () => {
    const items = [
      ...row(60, [
        ['Datapoint', 40],
        ['Label', 100],
        ['Value', 262]
      ]),
      ...row(78, [
        ['E1-6_01', 40],
        ['Gross Scope 1 GHG emissions', 100],
        ['107,870', 262]
      ])
    ];
    expect(readPageTables(page(items), 4).tables.flatMap((t) => t.cells)).toEqual([]);
  });
});
