/**
 * Columns of one entity of the group beside the group's own ("Group 2024 | Parent company 2024", as a note to the
 * annual accounts prints them): the group's columns are the inventory; the entity's are a view beside it.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]));

describe('table model: group and entity columns', () => {
  it('reads the group columns of a year and leaves the parent company columns of the same year aside', () => {
    const items = [
      ...row(84, [
        ['t CO2e', 40],
        ['Group 2024', 200],
        ['Group 2023', 270],
        ['Parent company', 340],
        ['Parent company', 420]
      ]),
      ...row(96, [
        ['2024', 370],
        ['2023', 450]
      ]),
      ...row(114, [
        ['Scope 1', 40],
        ['616,870', 205],
        ['640,330', 275],
        ['191,230', 365],
        ['198,500', 445]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1', 2024, 616_870],
      ['Scope 1', 2023, 640_330]
    ]);
  });

  it('reads a lone group column of the base year', () => {
    const items = [
      ...row(84, [
        ['t CO2e', 40],
        ['Group 2018', 250],
        ['Parent company 2018', 360]
      ]),
      ...row(102, [
        ['Scope 1', 40],
        ['819,570', 255],
        ['254,070', 400]
      ])
    ];
    expect(cellsOf(items)).toEqual([['Scope 1', 2018, 819_570]]);
  });
});
