/**
 * A table in the French or Nordic manner: a space as thousands separator ("127 140"), year heads set close
 * together ("2022  2018 (ref.)"), and a change column whose head wraps onto a second line ("Change" /
 * "2024/2023") under which the figures' heads still stand.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { page, row } from './page';

describe('table model: space-separated figures and a wrapped change head', () => {
  it('reads every year column and keeps the change column apart', () => {
    const items = [
      ...row(100, [
        ['teqCO2', 40],
        ['2024', 250],
        ['2023', 300],
        ['2022', 350],
        ['2018 (ref.)', 376],
        ['Change', 460]
      ]),
      ...row(110, [['2024/2023', 450]]),
      ...row(128, [
        ['Direct emissions – Scope 1', 40],
        ['127 140', 240],
        ['135 840', 290],
        ['141 630', 340],
        ['168 610', 390],
        ['−6,4 %', 465]
      ])
    ];
    const cells = readPageTables(page(items), 2).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.year, c.value, c.unit?.tonnesPer, c.unit?.co2e])).toEqual([
      [2024, 127140, 1, true],
      [2023, 135840, 1, true],
      [2022, 141630, 1, true],
      [2018, 168610, 1, true]
    ]);
  });
});
