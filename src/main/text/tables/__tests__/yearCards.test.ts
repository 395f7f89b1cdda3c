/**
 * Year cards: one card per year side by side, a caption over each figure inside the card, the unit in a note above
 * the row of cards.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    t.cells.map((c) => [c.metric, c.year, c.value, c.unit?.tonnesPer])
  );

const cards = (note: string) => [
  item(note, 60, 60, 9, 300),
  ...row(90, [
    ['2019 · base year', 60],
    ['2023', 200],
    ['2024', 340]
  ]),
  ...row(110, [
    ['Scope 1', 60],
    ['Scope 1', 200],
    ['Scope 1', 340]
  ]),
  ...row(122, [
    ['500,730', 60],
    ['406,150', 200],
    ['386,980', 340]
  ]),
  ...row(140, [
    ['Scope 3', 60],
    ['Scope 3', 200],
    ['Scope 3', 340]
  ]),
  ...row(152, [
    ['5,423', 60],
    ['4,751', 200],
    ['4,635', 340]
  ])
];

describe('table model: year cards', () => {
  it('reads each figure in its card’s year under the caption over it, in the unit the note above gives', () => {
    expect(cellsOf(cards('Our inventory year by year; all figures in thousand t CO2e.'))).toEqual([
      ['Scope 1', 2019, 500_730, 1000],
      ['Scope 1', 2023, 406_150, 1000],
      ['Scope 1', 2024, 386_980, 1000],
      ['Scope 3', 2019, 5_423, 1000],
      ['Scope 3', 2023, 4_751, 1000],
      ['Scope 3', 2024, 4_635, 1000]
    ]);
  });

  it('reads nothing without a mass unit', () => {
    expect(cellsOf(cards('Our inventory year by year.'))).toEqual([]);
  });
});
