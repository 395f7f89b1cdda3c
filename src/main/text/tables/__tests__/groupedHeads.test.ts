/**
 * Heads that group columns: a year over "t CO₂e | % of total", a year over quarters and a full year, a year
 * in the corner over columns of regions with a group total, and a unit stated in a note above the table.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) => readPageTables(page(items), 1).tables.flatMap((t) => t.cells);
const read = (items: Parameters<typeof page>[0]) =>
  cellsOf(items).map((c) => [
    c.metric,
    c.year,
    c.raw,
    c.unit?.co2e ? (c.unit.tonnesPer ?? 0) : (c.unit?.printed ?? '')
  ]);

describe('table model: heads over groups of columns', () => {
  it('gives each year to the amount and share columns under it; the shares keep their own unit', () => {
    const items = [
      item('GHG emissions by scope (t CO₂e and share of total emissions)', 40, 80),
      ...row(100, [
        ['2018 (base year)', 196],
        ['2024', 373],
        ['2025', 493]
      ]),
      ...row(114, [
        ['Scope', 40],
        ['t CO₂e', 180],
        ['% of total', 240],
        ['t CO₂e', 330],
        ['% of total', 390],
        ['t CO₂e', 450],
        ['% of total', 510]
      ]),
      ...row(130, [
        ['Scope 1', 40],
        ['134,900', 180],
        ['9.2', 260],
        ['102,970', 330],
        ['8.3', 410],
        ['95,400', 450],
        ['8.0', 530]
      ])
    ];
    expect(read(items)).toEqual([
      ['Scope 1', 2018, '134,900', 1],
      ['Scope 1', 2018, '9.2', '% of total'],
      ['Scope 1', 2024, '102,970', 1],
      ['Scope 1', 2024, '8.3', '% of total'],
      ['Scope 1', 2025, '95,400', 1],
      ['Scope 1', 2025, '8.0', '% of total']
    ]);
  });

  it('reads the full years under a year over quarters, never a quarter as the year', () => {
    const items = [
      item('GHG emissions by quarter (t CO₂e)', 40, 80),
      ...row(100, [
        ['2023', 300],
        ['2022', 500]
      ]),
      ...row(114, [
        ['Q1', 200],
        ['Q2', 250],
        ['Q3', 300],
        ['Q4', 350],
        ['Full year', 410],
        ['Full year', 490]
      ]),
      ...row(130, [
        ['Scope 1', 40],
        ['124,520', 195],
        ['91,310', 245],
        ['78,860', 295],
        ['120,370', 345],
        ['415,060', 420],
        ['436,200', 500]
      ])
    ];
    expect(read(items)).toEqual([
      ['Scope 1', 2023, '415,060', 1],
      ['Scope 1', 2022, '436,200', 1]
    ]);
  });

  it('reads no year from segment columns under a year, unless one of them adds them up', () => {
    const segments = (total: boolean) => [
      ...row(100, [
        ['2022', total ? 270 : 240],
        ['2023', total ? 470 : 420]
      ]),
      ...row(114, [
        ['Division A', 200],
        ['Division B', 270],
        ...(total ? ([['Total', 330]] as const) : []),
        ['Division A', 400],
        ['Division B', 470],
        ...(total ? ([['Total', 530]] as const) : [])
      ]),
      ...row(130, [
        ['Investments (1,000 tonnes CO₂e)', 40],
        ['26', 210],
        ['26', 280],
        ...(total ? ([['52', 340]] as const) : []),
        ['156', 410],
        ['13', 480],
        ...(total ? ([['169', 540]] as const) : [])
      ])
    ];
    expect(read(segments(false))).toEqual([]);
    expect(read(segments(true)).map((c) => [c[1], c[2]])).toEqual([
      [2022, '52'],
      [2023, '169']
    ]);
  });

  it('reads the global column beside the UK\'s part under each year (SECR: "UK and offshore | Global (incl. UK)")', () => {
    const items = [
      ...row(100, [
        ['2024 (reporting year)', 240],
        ['2023 (comparative)', 420]
      ]),
      ...row(114, [
        ['UK and offshore', 200],
        ['Global (incl. UK)', 280],
        ['UK and offshore', 380],
        ['Global (incl. UK)', 460]
      ]),
      ...row(130, [
        ['Scope 1 (tCO₂e)', 40],
        ['22,130', 210],
        ['55,320', 290],
        ['23,540', 390],
        ['58,860', 470]
      ])
    ];
    expect(read(items).map((c) => [c[1], c[2]])).toEqual([
      [2024, '55,320'],
      [2023, '58,860']
    ]);
  });

  it('takes a year in the corner over regions for the group column only, the unit from a note above', () => {
    const items = [
      item('Scope 3 is calculated for the group as a whole. All values in tonnes of CO₂', 40, 70),
      item('equivalent (t CO₂e).', 40, 82),
      ...row(100, [
        ['2025', 40],
        ['Europe', 200],
        ['Asia', 280],
        ['Group', 420]
      ]),
      ...row(116, [
        ['Scope 1', 40],
        ['209,590', 200],
        ['95,680', 280],
        ['305,270', 420]
      ])
    ];
    expect(read(items)).toEqual([['Scope 1', 2025, '305,270', 1]]);
  });

  it('stops the head of a repeated table at the last row of the one above, dashes and all', () => {
    const table = (top: number, year: string, value: string) => [
      ...row(top, [
        [year, 40],
        ['Europe', 200],
        ['Group', 420]
      ]),
      ...row(top + 16, [
        ['Total emissions (t CO₂e)', 40],
        ['–', 200],
        [value, 420]
      ])
    ];
    expect(read([...table(100, '2025', '5,674,010'), ...table(136, '2024', '5,849,760')])).toEqual([
      ['Total emissions (t CO₂e)', 2025, '5,674,010', 1],
      ['Total emissions (t CO₂e)', 2024, '5,849,760', 1]
    ]);
  });

  it('reads the group total of each year block of a segment matrix, never a segment', () => {
    const block = (top: number, year: string, rows: ReadonlyArray<readonly [string, string, number]>) => [
      item(year, 40, top),
      ...rows.flatMap(([label, value, x], k) =>
        row(top + 16 * (k + 1), [
          [label, x],
          [value, 300]
        ])
      )
    ];
    const items = [
      ...row(84, [
        ['Segment', 40],
        ['Scope 1 (t CO₂e)', 290]
      ]),
      ...block(100, '2025', [
        ['Industrial Solutions', '291,940', 50],
        ['Consumer Products', '164,220', 50],
        ['Group total', '456,160', 40]
      ]),
      ...block(164, '2019 (base year)', [['Group total', '854,720', 40]])
    ];
    expect(read(items).map((c) => [c[1], c[2]])).toEqual([
      [2025, '456,160'],
      [2019, '854,720']
    ]);
  });

  it('reads a "Baseline 2018" head as the 2018 column', () => {
    const items = [
      ...row(100, [
        ['Goal', 40],
        ['Baseline 2018', 250],
        ['2025', 350]
      ]),
      ...row(116, [
        ['Scope 3 emissions (kt CO₂e)', 40],
        ['9,087.9', 250],
        ['7,525.9', 350]
      ])
    ];
    expect(read(items).map((c) => [c[1], c[2]])).toEqual([
      [2018, '9,087.9'],
      [2025, '7,525.9']
    ]);
  });

  it('looks past year columns left blank in a ten-year summary and reads the years that are filled', () => {
    const items = [
      ...row(84, [
        ['Indicator', 40],
        ['Unit', 150],
        ['2018', 200],
        ['2019', 240],
        ['2020 BY', 280],
        ['2021', 330],
        ['2022', 370],
        ['2023', 410]
      ]),
      ...row(102, [
        ['Scope 1', 40],
        ['t CO2e', 150],
        ['173,850', 280],
        ['159,940', 370],
        ['144,030', 410]
      ])
    ];
    expect(read(items)).toEqual([
      ['Scope 1', 2020, '173,850', 1],
      ['Scope 1', 2022, '159,940', 1],
      ['Scope 1', 2023, '144,030', 1]
    ]);
  });
});
