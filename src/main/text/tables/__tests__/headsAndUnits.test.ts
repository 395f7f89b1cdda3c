/**
 * Heads set too close to be cut by their gap ("Scope 1 (t) Scope 2 MB (t)"), a unit column before the
 * labels, a heading between rows that runs over the figures' columns, and a unit given by a row's group.
 */
import { describe, expect, it } from 'vitest';
import { tableUnitOf } from '../tableUnits';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) => readPageTables(page(items), 1).tables.flatMap((t) => t.cells);

describe('table model: heads and units of unseen layouts', () => {
  it('cuts one head cell over two columns into two heads, a scope word kept with its number', () => {
    const items = [
      item('Year', 40, 100),
      item('Scope 1 (t) Scope 2 MB (t)', 150, 100, 9, 26 * 4.5),
      ...row(116, [
        ['2024', 40],
        ['524,360', 160],
        ['358,450', 240]
      ]),
      ...row(132, [
        ['2023', 40],
        ['572,070', 160],
        ['387,120', 240]
      ])
    ];
    expect([...new Set(cellsOf(items).map((c) => c.metric))]).toEqual(['Scope 1 (t)', 'Scope 2 MB (t)']);
  });

  it('reads a unit column standing before the labels', () => {
    const items = [
      ...row(100, [
        ['Unit', 40],
        ['Metric', 110],
        ['2024', 400]
      ]),
      ...row(116, [
        ['t CO₂e', 40],
        ['Scope 1 emissions (direct)', 110],
        ['87,380', 400]
      ]),
      ...row(132, [
        ['t CO₂e', 40],
        ['Scope 3 emissions', 110],
        ['661,110', 400]
      ])
    ];
    expect(cellsOf(items).map((c) => [c.group, c.metric, c.unit?.tonnesPer])).toEqual([
      [undefined, 'Scope 1 emissions (direct)', 1],
      [undefined, 'Scope 3 emissions', 1]
    ]);
  });

  it('takes a heading between rows that runs over the columns, and its bracketed unit', () => {
    const items = [
      ...row(100, [['2025', 300]]),
      item('Energy mix (% of energy consumed)', 40, 116),
      ...row(132, [
        ['Natural gas', 40],
        ['25', 305]
      ]),
      ...row(148, [
        ['Other fuels', 40],
        ['27', 305]
      ]),
      item('Intensity (t CO₂e per EUR million revenue)', 40, 164),
      ...row(180, [
        ['Scope 1 and 2 (market-based)', 40],
        ['115.2', 300]
      ])
    ];
    const cells = cellsOf(items);
    expect(cells.map((c) => [c.group, c.unit?.printed])).toEqual([
      ['Energy mix (% of energy consumed)', '% of energy consumed'],
      ['Energy mix (% of energy consumed)', '% of energy consumed'],
      ['Intensity (t CO₂e per EUR million revenue)', 't CO₂e per EUR million revenue']
    ]);
  });

  it('reads "k tCO2eq" as thousands of tonnes', () => {
    expect(tableUnitOf('k tCO2eq')?.tonnesPer).toBe(1000);
    expect(tableUnitOf('tCO2eq')?.tonnesPer).toBe(1);
  });
});

describe('table model: a caption set close above the head', () => {
  it('leaves a head cell set left of its right-aligned figures, away from the labels, a head', () => {
    const answer = (top: number, label: string, a: string, b: string, year: number) =>
      row(top, [
        [label, 59],
        [a, 188],
        [b, 315],
        [`January 1, ${year}`, 356],
        [`December 31, ${year}`, 449]
      ]);
    const items = [
      ...row(100, [
        ['Scope 2,', 182],
        ['Scope 2, market-based', 260]
      ]),
      item('location-based', 152, 110, 9, 70),
      ...answer(124, 'Reporting year', '642,650', '488,640', 2023),
      ...answer(136, 'Past year 1', '591,580', '506,440', 2022)
    ];
    expect(cellsOf(items).map((c) => [c.metric, c.year, c.raw])).toContainEqual([
      'Scope 2, location-based',
      2023,
      '642,650'
    ]);
  });

  it('is not taken for a head over the first year column', () => {
    const items = [
      item('Table 3 – GHG emissions by scope (k tCO2eq)', 40, 84, 9, 44 * 4.6),
      ...row(100, [
        ['k tCO2eq', 40],
        ['FY 2018/19', 190],
        ['FY 2020/21', 260]
      ]),
      ...row(116, [
        ['Direct emissions (Scope 1)', 40],
        ['613,6', 200],
        ['564,5', 270]
      ])
    ];
    expect(cellsOf(items).map((c) => [c.year, c.raw])).toEqual([
      [2019, '613,6'],
      [2021, '564,5']
    ]);
  });
});
