/**
 * A column of changes in per cent beside a table's figures: each change read with the years its head
 * names ("% change 2025 vs. 2024"), or the base-year column ("Change vs. baseline"), signed as printed
 * ("(4.9)%" and "−3.6 %" are falls).
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const changesOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    (t.changes ?? []).map((c) => [c.metric, c.pct, c.year, c.baseYear, c.baseline])
  );

const table = (change: string, cells: [string, string][]) => [
  item('GHG emissions (t CO2e)', 40, 80),
  ...row(100, [
    ['2018 (base year)', 200],
    ['2024', 290],
    ['2025', 350],
    [change, 420]
  ]),
  ...cells.flatMap(([label, pct], i) =>
    row(130 + i * 18, [
      [label, 40],
      ['879,100', 200],
      ['673,000', 290],
      ['640,000', 350],
      [pct, 440]
    ])
  )
];

describe('table model: change columns', () => {
  it('reads a change against the previous year from the years its head names, brackets as a fall', () => {
    expect(
      changesOf(
        table('% change 2025 vs. 2024', [
          ['Scope 1', '(4.9)%'],
          ['Scope 2 (market-based)', '+3.5 %']
        ])
      )
    ).toEqual([
      ['Scope 1', -4.9, 2025, 2024, false],
      ['Scope 2 (market-based)', 3.5, 2025, 2024, false]
    ]);
  });

  it('reads a change against the baseline from the base-year column, a "reduction" unsigned as a fall', () => {
    expect(changesOf(table('Change vs. baseline', [['Scope 1', '−27.2 %']]))).toEqual([
      ['Scope 1', -27.2, 2025, 2018, true]
    ]);
    expect(changesOf(table('Reduction vs. base year', [['Scope 1', '27.2 %']]))).toEqual([
      ['Scope 1', -27.2, 2025, 2018, true]
    ]);
  });

  it('reads a change against the one year its head names ("Δ vs 2018"), not against the year before', () => {
    expect(changesOf(table('Δ vs 2018', [['Scope 1', '-27.2%']]))).toEqual([['Scope 1', -27.2, 2025, 2018, false]]);
  });

  it('reads a change where years are rows as the change of the figure just left of it', () => {
    const items = [
      item('KPI 1 performance (t CO2e)', 40, 80),
      ...row(100, [
        ['Year', 40],
        ['Scope 1', 200],
        ['Scope 1 and 2', 290],
        ['Change vs baseline', 380]
      ]),
      ...row(118, [
        ['2019 (recalculated baseline)', 40],
        ['631,290', 200],
        ['875,050', 290],
        ['–', 420]
      ]),
      ...row(136, [
        ['2022', 40],
        ['558,900', 200],
        ['766,630', 290],
        ['−12.4 %', 410]
      ]),
      ...row(154, [
        ['2023', 40],
        ['512,320', 200],
        ['704,590', 290],
        ['−31.5 %', 410]
      ])
    ];
    expect(changesOf(items)).toEqual([
      ['Scope 1 and 2', -12.4, 2022, 2019, true],
      ['Scope 1 and 2', -31.5, 2023, 2019, true]
    ]);
  });

  it('reads a "+/–" column as the change from the year before, and keeps the notes after it off the row', () => {
    const items = [
      ...row(100, [
        ['Unit', 120],
        ['FY 2023', 290],
        ['FY 2022', 350],
        ['+/–', 420],
        ['Standards', 470]
      ]),
      ...row(118, [
        ['Scope 1', 40],
        ['kt CO2e', 120],
        ['467', 290],
        ['482', 350],
        ['−3.2%', 420],
        ['GRI 305-1', 470]
      ])
    ];
    expect(changesOf(items)).toEqual([['Scope 1', -3.2, 2023, 2022, false]]);
  });

  it('leaves out an unsigned change whose head does not say which way, and words that are no change', () => {
    expect(changesOf(table('% change 2025 vs. 2024', [['Scope 1', '4.9 %']]))).toEqual([]);
    expect(changesOf(table('Status', [['Scope 1', '(4.9)%']]))).toEqual([]);
  });
});

describe('table model: columns of planned levels', () => {
  it('reads no emissions from the year columns under a "Target levels" caption', () => {
    const items = [
      // Each caption centred over its group of columns, as reports print them.
      ...row(84, [
        ['Actual', 226],
        ['Target levels', 380]
      ]),
      ...row(100, [
        ['2018', 200],
        ['2025', 260],
        ['2027', 330],
        ['2030', 400],
        ['2050', 470]
      ]),
      ...row(118, [
        ['Scope 1 and 2 (t CO2e)', 40],
        ['380,450', 190],
        ['249,490', 250],
        ['292,950', 320],
        ['220,660', 390],
        ['38,040', 460]
      ])
    ];
    const years = readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => c.year));
    expect(years).toEqual([2018, 2025]);
  });

  it('keeps the last actual year under "Actual" when that caption spans more columns than "Target" does', () => {
    const items = [
      ...row(84, [
        ['Actual', 276],
        ['Target', 453]
      ]),
      ...row(100, [
        ['2018', 200],
        ['2023', 260],
        ['2024', 320],
        ['2025', 380],
        ['2027', 430],
        ['2030', 490]
      ]),
      ...row(118, [
        ['Scope 1 and 2 (t CO2e)', 40],
        ['1,155,860', 190],
        ['877,710', 255],
        ['796,920', 315],
        ['743,040', 375],
        ['427,670', 425],
        ['520,140', 485]
      ])
    ];
    const years = readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => c.year));
    expect(years).toEqual([2018, 2023, 2024, 2025]);
  });

  it('reads the inventory under the first consolidation approach, not the columns of the one beside it', () => {
    const items = [
      ...row(84, [
        ['Operational control', 236],
        ['Equity share', 420]
      ]),
      ...row(100, [
        ['2018', 200],
        ['2023', 260],
        ['2024', 320],
        ['2023', 410],
        ['2024', 470]
      ]),
      ...row(118, [
        ['Scope 1 (t CO2e)', 40],
        ['808,130', 190],
        ['653,360', 250],
        ['596,620', 310],
        ['561,890', 400],
        ['513,090', 460]
      ])
    ];
    const cells = readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.year, c.value]));
    expect(cells).toEqual([
      [2018, 808_130],
      [2023, 653_360],
      [2024, 596_620]
    ]);
  });
});
