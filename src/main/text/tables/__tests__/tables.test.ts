import { describe, expect, it } from 'vitest';
import { isUnitCell } from '../tableUnits';
import { readPageTables, readReportTables, type PageTable } from '../pageTables';
import { visualLines } from '../lines';
import { stripMarks } from '../marks';
import { tableUnitOf } from '../tableUnits';
import { item, page, row } from './page';

const COLS = [300, 380, 460] as const;
const yearsRow = (top: number, years: readonly string[], corner?: string) =>
  row(top, [...(corner ? [[corner, 60] as const] : []), ...years.map((y, i) => [y, COLS[i]!] as const)]);
const dataRow = (top: number, label: string, values: readonly string[]) =>
  row(top, [[label, 60], ...values.map((v, i) => [v, COLS[i]!] as const)]);

const cellsOf = (tables: readonly PageTable[]) =>
  tables
    .flatMap((t) => t.cells)
    .map((c) => ({ metric: c.metric, year: c.year, value: c.value, per: c.unit?.tonnesPer }));

describe('table model: years as columns', () => {
  it('reads the unit in the corner cell and a base-year head wrapped over two lines', () => {
    const items = [
      item('GHG emissions', 60, 80, 10),
      ...yearsRow(100, ['2020 (base', '2024', '2025'], 't CO₂e'),
      item('year)', 300, 111),
      ...dataRow(130, 'Scope 1', ['55,310', '46,190', '44,440']),
      ...dataRow(147, 'Scope 2 (market-based)', ['30,700', '23,180', '21,450'])
    ];
    const { tables } = readPageTables(page(items), 2);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.title).toBe('GHG emissions');
    expect(cellsOf(tables)).toEqual([
      { metric: 'Scope 1', year: 2020, value: 55310, per: 1 },
      { metric: 'Scope 1', year: 2024, value: 46190, per: 1 },
      { metric: 'Scope 1', year: 2025, value: 44440, per: 1 },
      { metric: 'Scope 2 (market-based)', year: 2020, value: 30700, per: 1 },
      { metric: 'Scope 2 (market-based)', year: 2024, value: 23180, per: 1 },
      { metric: 'Scope 2 (market-based)', year: 2025, value: 21450, per: 1 }
    ]);
    expect(tables[0]!.cells[0]!.columnLabel).toBe('2020 (base year)');
    expect(tables[0]!.cells[0]!.page).toBe(2);
  });

  it('takes "(1,000 metric tons)" from a line above the table as a multiple of 1,000', () => {
    const items = [
      item('Greenhouse gas emissions', 60, 60, 10),
      item('GHG emissions (CO₂ equivalent) (1,000 metric tons)', 60, 78),
      ...yearsRow(95, ['2023', '2024'], 'Emissions'),
      ...dataRow(112, 'Scope 2 (location-based)', ['305.9', '281.1'])
    ];
    const cells = cellsOf(readPageTables(page(items), 1).tables);
    expect(cells).toEqual([
      { metric: 'Scope 2 (location-based)', year: 2023, value: 305.9, per: 1000 },
      { metric: 'Scope 2 (location-based)', year: 2024, value: 281.1, per: 1000 }
    ]);
  });

  it('reads a unit column beside the labels, fiscal-year heads and empty cells', () => {
    const items = [
      ...row(100, [
        ['Indicator', 60],
        ['Unit', 200],
        ['FY2023', 300],
        ['2024/25', 380]
      ]),
      ...row(117, [
        ['Scope 1', 60],
        ['kt CO₂e', 200],
        ['1.234,5', 300],
        ['n/a', 380]
      ]),
      ...row(134, [
        ['Water withdrawn', 60],
        ['ML', 200],
        ['120', 300],
        ['(12)', 380]
      ])
    ];
    const table = readPageTables(page(items), 1).tables[0]!;
    const [a, b, c, d] = table.cells;
    expect([a!.year, a!.value, a!.unit?.tonnesPer]).toEqual([2023, 1234.5, 1000]);
    expect([b!.year, b!.period, b!.value]).toEqual([2025, '2024/25', null]);
    // A unit that is no mass is kept as printed, with no multiple of tonnes.
    expect([c!.metric, c!.unit, d!.value]).toEqual(['Water withdrawn', { printed: 'ML', co2e: false }, -12]);
  });

  it('does not take a row of years for a row of figures', () => {
    const items = [...yearsRow(100, ['2023', '2024'], 'Scope')];
    expect(readPageTables(page(items), 1).tables).toEqual([]);
  });
});

describe('table model: years as rows', () => {
  it('reads metrics over the columns, heads over two lines, and the unit in the caption', () => {
    const items = [
      item('Table 2: Greenhouse gas emissions by scope, kt CO₂e', 60, 80),
      ...row(100, [
        ['Year', 60],
        ['Scope 1', 300],
        ['Scope 2', 380],
        ['Total', 460]
      ]),
      item('location-based', 380, 111),
      ...dataRow(130, '2018 (base)', ['605.0', '717.8', '7,918.3']),
      ...dataRow(147, '2023', ['449.8', '539.3', '6,528.5'])
    ];
    const table = readPageTables(page(items), 3).tables[0]!;
    expect(table.title).toBe('Greenhouse gas emissions by scope');
    expect(cellsOf([table])).toEqual([
      { metric: 'Scope 1', year: 2018, value: 605, per: 1000 },
      { metric: 'Scope 2 location-based', year: 2018, value: 717.8, per: 1000 },
      { metric: 'Total', year: 2018, value: 7918.3, per: 1000 },
      { metric: 'Scope 1', year: 2023, value: 449.8, per: 1000 },
      { metric: 'Scope 2 location-based', year: 2023, value: 539.3, per: 1000 },
      { metric: 'Total', year: 2023, value: 6528.5, per: 1000 }
    ]);
  });
});

describe('table model: footnote marks', () => {
  it('sets a raised smaller glyph apart as a mark, without eating the label or the figure', () => {
    const items = [
      ...yearsRow(100, ['2024', '2025'], 't CO2e'),
      item('Scope 1', 60, 120),
      item('1', 92, 118, 5),
      item('671 770', 300, 120),
      item('*', 335, 118, 5),
      item('650 100', 380, 120)
    ];
    const lines = visualLines(page(items));
    expect(lines.map((l) => l.cells.map((c) => c.text))).toEqual([
      ['t CO2e', '2024', '2025'],
      ['Scope 1', '671 770', '650 100']
    ]);
    expect(lines[1]!.cells[0]!.marks).toEqual(['1']);
    expect(cellsOf(readPageTables(page(items), 1).tables)).toEqual([
      { metric: 'Scope 1', year: 2024, value: 671770, per: 1 },
      { metric: 'Scope 1', year: 2025, value: 650100, per: 1 }
    ]);
  });

  it('takes a raised list of note letters ("a,f") after a figure for its marks', () => {
    const items = [
      ...yearsRow(100, ['2020', '2024'], 't CO2e'),
      item('Scope 1', 60, 120),
      item('747,960', 300, 120),
      item('a,f', 336, 118, 5),
      item('585,330', 380, 120),
      item('a', 416, 118, 5)
    ];
    const lines = visualLines(page(items));
    expect(lines[1]!.cells.map((c) => [c.text, c.marks])).toEqual([
      ['Scope 1', []],
      ['747,960', ['a,f']],
      ['585,330', ['a']]
    ]);
    expect(cellsOf(readPageTables(page(items), 1).tables).map((c) => c.value)).toEqual([747_960, 585_330]);
  });

  it('removes marks printed in the text and keeps the digits that belong to it', () => {
    expect(stripMarks('230,780 ◊').text).toBe('230,780');
    expect(stripMarks('285,280 R').text).toBe('285,280');
    expect(stripMarks('1,883,240 (R)').text).toBe('1,883,240');
    expect(stripMarks('196,950 †').text).toBe('196,950');
    expect(stripMarks('Scope R').text).toBe('Scope R');
    expect(stripMarks('Scope 1¹').text).toBe('Scope 1');
    expect(stripMarks('Scope 1 1)').text).toBe('Scope 1');
    expect(stripMarks('Scope 2 (market-based)a)').text).toBe('Scope 2 (market-based)');
    expect(stripMarks('2025 5)').text).toBe('2025');
    expect(stripMarks('671 770*').text).toBe('671 770');
    expect(stripMarks('(1,234)').text).toBe('(1,234)');
    expect(stripMarks('Scope 3 (cat. 1)').text).toBe('Scope 3 (cat. 1)');
  });
});

describe('table model: KPI strips and split tables', () => {
  it('reads big figures over their captions', () => {
    const items = [
      ...row(
        40,
        [
          ['513,600', 60],
          ['226,140', 240],
          ['46%', 420]
        ],
        20
      ),
      ...row(66, [
        ['t CO₂e Scope 1', 60],
        ['t CO₂e Scope 2', 240],
        ['Scope 1 and 2', 420]
      ]),
      ...row(77, [
        ['emissions in 2024', 60],
        ['(market-based) in 2024', 240],
        ['target by 2030', 420]
      ])
    ];
    const table = readPageTables(page(items), 1).tables[0]!;
    expect(table.cells.map((c) => [c.metric, c.year, c.value, c.unit?.tonnesPer])).toEqual([
      ['t CO₂e Scope 1 emissions', 2024, 513600, 1],
      ['t CO₂e Scope 2 (market-based)', 2024, 226140, 1]
    ]);
  });

  it('continues a table on the next page under the head of the page before', async () => {
    const first = page([...yearsRow(700, ['2024', '2025'], 't CO₂e'), ...dataRow(717, 'Scope 1', ['10', '11'])]);
    const second = page([...dataRow(60, 'Scope 3', ['30', '31'])]);
    async function* pages() {
      yield { pageNumber: 4, page: first };
      yield { pageNumber: 5, page: second };
    }
    const tables = await readReportTables(pages());
    expect(tables.map((t) => t.page)).toEqual([4, 5]);
    expect(tables[1]!.cells.map((c) => [c.metric, c.year, c.value, c.unit?.tonnesPer])).toEqual([
      ['Scope 3', 2024, 30, 1],
      ['Scope 3', 2025, 31, 1]
    ]);
  });
});

describe('table units', () => {
  it.each([
    ['t CO₂e', 1],
    ['kt CO₂e', 1000],
    ['Thousand tonnes CO₂e', 1000],
    ['(1,000 metric tons)', 1000],
    ['Mt CO2e', 1e6],
    ["'000 tCO2e", 1000],
    ['kg CO2e', 0.001]
  ])('%s → %d t', (text, per) => expect(tableUnitOf(text)?.tonnesPer).toBe(per));

  it('reads no mass in an intensity or a label', () => {
    expect(tableUnitOf('t CO2e per EUR million')).toBeUndefined();
    expect(tableUnitOf('Scope 2 (market-based)')).toBeUndefined();
    expect(tableUnitOf('Emissions')).toBeUndefined();
  });
});

describe('unit cells', () => {
  it('tells a cell that is only a unit from a label or a figure', () => {
    for (const u of [
      't CO₂e',
      'tCO2e',
      'kt',
      'tCO2e/',
      'teqCO2',
      't CO2e / EUR m',
      '%',
      'MWh',
      'GJ',
      'EUR million',
      'MEUR',
      '£m',
      'm³'
    ])
      expect(isUnitCell(u)).toBe(true);
    for (const w of ['Scope 1', 'Group (consolidated)', '2025-12-31', '107,870', 'Total', 'Operational control'])
      expect(isUnitCell(w)).toBe(false);
  });
});
