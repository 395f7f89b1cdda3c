/**
 * The table model on what stands beside the rows: a name set in between two rows in a column of its
 * own, a label wrapped over three lines, a corner cell set above the head, and a table printed
 * beside another whose lines without figures fall between the first table's rows.
 */
import { describe, expect, it } from 'vitest';
import type { TextItem } from '../../../ingest/types';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: TextItem[]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    t.cells.map((c) => ({ group: c.group, metric: c.metric, year: c.year, value: c.value, per: c.unit?.tonnesPer }))
  );

/** A row whose unit is wrapped over two lines, the first 10 pt above; `lead` stands left of the label. */
const unitRow = (top: number, label: string, values: [string, string], lead?: string): TextItem[] => [
  item('1,000 metric tons', 280, top - 10),
  ...(lead ? [item(lead, 80, top)] : []),
  ...row(top, [
    [label, 200],
    ['of CO2e', 280],
    [values[0], 380],
    [values[1], 450]
  ])
];

describe('table model: names set in beside the rows', () => {
  it('gives a name halfway between two rows to the rows it is centred on, not across a row with its own', () => {
    const items = [
      item('Greenhouse gas emissions', 80, 40, 10),
      ...row(60, [
        ['Category', 200],
        ['FY 2023', 380],
        ['FY 2022', 450]
      ]),
      ...unitRow(90, 'Total', ['9,100', '8,700'], 'Scope 3'),
      ...unitRow(116, 'Total', ['640', '610']),
      ...unitRow(142, 'Capital goods', ['410', '380']),
      ...unitRow(168, 'Transportation', ['230', '230']),
      // Centred on the three rows above, off their lines.
      item('Scope 3 upstream', 80, 137),
      ...unitRow(194, 'Total', ['8,460', '8,090']),
      ...unitRow(220, 'Use of products', ['8,300', '7,950']),
      // Half a line below "Total", between it and "Use of products".
      item('Scope 3 downstream', 80, 202)
    ];
    const cells = cellsOf(items).filter((c) => c.year === 2023);
    expect(cells.map((c) => [c.group, c.metric, c.value, c.per])).toEqual([
      ['Scope 3', 'Total', 9100, 1000],
      ['Scope 3 upstream', 'Total', 640, 1000],
      ['Scope 3 upstream', 'Capital goods', 410, 1000],
      ['Scope 3 upstream', 'Transportation', 230, 1000],
      ['Scope 3 downstream', 'Total', 8460, 1000],
      ['Scope 3 downstream', 'Use of products', 8300, 1000]
    ]);
  });

  it('joins a label wrapped over three lines, top line first', () => {
    const items = [
      ...row(60, [
        ['t CO2e', 200],
        ['2023', 380],
        ['2022', 450]
      ]),
      ...row(80, [
        ['Scope 1', 200],
        ['120', 380],
        ['130', 450]
      ]),
      item('Electricity from', 200, 96),
      item('renewable sources', 200, 106),
      ...row(116, [
        ['(Scope 2)', 200],
        ['45', 380],
        ['47', 450]
      ])
    ];
    const cells = cellsOf(items).filter((c) => c.year === 2023);
    expect(cells.map((c) => [c.group, c.metric, c.value])).toEqual([
      [undefined, 'Scope 1', 120],
      [undefined, 'Electricity from renewable sources (Scope 2)', 45]
    ]);
  });
});

describe('table model: a corner cell above the head', () => {
  it('reads a corner cell set above the head lines as the caption, not as a heading of the rows', () => {
    const items = [
      item('TONNES OF CO2e', 60, 100),
      item('Group', 300, 106),
      item('2023', 300, 122),
      ...row(140, [
        ['Indirect emissions (Scope 3)', 60],
        ['185,400', 300]
      ]),
      ...row(156, [
        ['Business travel', 60],
        ['610', 300]
      ])
    ];
    expect(cellsOf(items).map((c) => [c.group, c.metric, c.year, c.value, c.per])).toEqual([
      [undefined, 'Indirect emissions (Scope 3)', 2023, 185400, 1],
      [undefined, 'Business travel', 2023, 610, 1]
    ]);
  });
});

describe('table model: a table beside another', () => {
  /** A row of each table on one line: label, unit and two figures on the left, then on the right. */
  const twoRows = (top: number, left: [string, string, string], right?: [string, string, string]) =>
    row(top, [
      [left[0], 40],
      ['kt CO2e', 130],
      [left[1], 200],
      [left[2], 250],
      ...(right
        ? ([
            [right[0], 320],
            ['kt CO2e', 420],
            [right[1], 490],
            [right[2], 540]
          ] as const)
        : [])
    ]);

  it('reads on past a line without figures set between its rows that belongs partly to the table beside', () => {
    const items = [
      ...row(60, [
        ['Scope 3 by category', 40],
        ['2022', 200],
        ['2023', 250],
        ['Scope 3 by category', 320],
        ['2022', 490],
        ['2023', 540]
      ]),
      ...twoRows(80, ['Purchased goods', '14,100', '12,900'], ['Use of products', '99,800', '94,700']),
      ...twoRows(96, ['Capital goods', '1,500', '2,600'], ['End of life', '1,200', '1,300']),
      ...twoRows(112, ['Business travel', '87', '108']),
      // A note in the left table's middle column, a footnote mark and a wrapped unit of the right one.
      ...row(124, [
        ['note', 163],
        ['2)', 330],
        ['MWh/', 420]
      ]),
      ...twoRows(136, ['Employee commuting', '303', '300']),
      item('1) Restated after a change of method.', 320, 146),
      ...twoRows(158, ['Processing', '142', '131'])
    ];
    const cells = cellsOf(items).filter((c) => c.year === 2023);
    const right = ['Use of products', 'End of life'];
    expect(cells.filter((c) => !right.includes(c.metric)).map((c) => [c.group, c.metric, c.value, c.per])).toEqual([
      [undefined, 'Purchased goods', 12900, 1000],
      [undefined, 'Capital goods', 2600, 1000],
      [undefined, 'Business travel', 108, 1000],
      [undefined, 'Employee commuting', 300, 1000],
      [undefined, 'Processing', 131, 1000]
    ]);
    expect(cells.filter((c) => right.includes(c.metric)).map((c) => c.value)).toEqual([94700, 1300]);
  });

  it('keeps a head whole under a calculation sheet whose rows print words between figures', () => {
    const items = [
      ...row(60, [
        ['Source', 40],
        ['Activity', 200],
        ['Source of data', 260],
        ['Factor', 320],
        ['t CO2e', 470]
      ]),
      ...row(80, [
        ['Natural gas', 40],
        ['1,484,851', 200],
        ['metered', 260],
        ['0.202', 320],
        ['299,940', 470]
      ]),
      ...row(96, [
        ['Refrigerant losses', 40],
        ['18,994', 200],
        ['invoiced', 260],
        ['2.256', 320],
        ['42,850', 470]
      ]),
      item('Greenhouse gas inventory', 40, 130, 10),
      ...row(150, [
        ['t CO2e', 40],
        ['2023', 200],
        ['2024', 300],
        ['2025', 400]
      ]),
      ...row(166, [
        ['Scope 1', 40],
        ['645,910', 200],
        ['587,490', 300],
        ['535,600', 400]
      ]),
      ...row(182, [
        ['Scope 3', 40],
        ['5,193,450', 200],
        ['4,804,940', 300],
        ['4,458,750', 400]
      ])
    ];
    const scope1 = cellsOf(items).filter((c) => c.metric === 'Scope 1');
    expect(scope1.map((c) => [c.year, c.value])).toEqual([
      [2023, 645_910],
      [2024, 587_490],
      [2025, 535_600]
    ]);
  });
});
