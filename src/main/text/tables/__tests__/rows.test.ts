import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    t.cells.map((c) => ({ group: c.group, metric: c.metric, year: c.year, value: c.value, per: c.unit?.tonnesPer }))
  );

describe('table model: rows and the short lines between them', () => {
  it('gives headings to the rows below them, a heading over two lines as one', () => {
    const items = [
      ...row(100, [
        ['TONNES OF CO2e', 100],
        ['2023', 300],
        ['2022', 380]
      ]),
      ...row(116, [
        ['Direct emissions (scope 1)', 100],
        ['2,539', 300],
        ['2,043', 380]
      ]),
      item('Indirect emissions (scope 2)', 100, 132),
      ...row(148, [
        ['Location-based', 160],
        ['16,233', 300],
        ['13,278', 380]
      ]),
      ...row(164, [
        ['Market-based', 160],
        ['3', 300],
        ['1,948', 380]
      ]),
      item('Total emissions/number of', 100, 180),
      item('employees', 100, 192),
      ...row(208, [
        ['Location-based', 160],
        ['2.50', 300],
        ['2.43', 380]
      ])
    ];
    const cells = cellsOf(items);
    expect(cells.filter((c) => c.year === 2023).map((c) => [c.group, c.metric, c.value])).toEqual([
      [undefined, 'Direct emissions (scope 1)', 2539],
      ['Indirect emissions (scope 2)', 'Location-based', 16233],
      ['Indirect emissions (scope 2)', 'Market-based', 3],
      ['Total emissions/number of employees', 'Location-based', 2.5]
    ]);
  });

  it('joins labels and units wrapped over two lines, and centres a name beside its rows on them', () => {
    // Rows 29 pt apart; each label and unit wrapped tight above its line, "Scope 1" and "Scope 2"
    // in a column of their own halfway down their rows.
    const wrapped = (top: number, label: [string, string], value: string) => [
      ...row(top - 10, [
        [label[0], 180],
        ['1,000 metric tons', 300]
      ]),
      ...row(top, [
        [label[1], 180],
        ['of CO2e emissions', 300],
        [value, 420],
        ['GRI 305-1', 500]
      ])
    ];
    const items = [
      ...row(60, [
        ['Unit', 300],
        ['FY 2023', 420],
        ['Standards', 500]
      ]),
      ...wrapped(90, ['', 'Total'], '387'),
      ...wrapped(119, ['CO2 emissions', 'from gas'], '109'),
      item('Scope 1', 50, 128.5),
      ...wrapped(148, ['', 'SF6 emissions'], '30'),
      ...wrapped(177, ['', 'HFC emissions'], '15.4'),
      ...wrapped(206, ['', 'Total (location based)'], '624'),
      item('Scope 2', 50, 215.5),
      ...wrapped(235, ['Location based from', 'electricity'], '597'),
      ...row(264, [
        ['Scope 1+2', 50],
        ['Total', 180],
        ['of CO2e emissions', 300],
        ['550', 420]
      ])
    ].filter((i) => i.str);
    expect(cellsOf(items)).toEqual([
      { group: 'Scope 1', metric: 'Total', year: 2023, value: 387, per: 1000 },
      { group: 'Scope 1', metric: 'CO2 emissions from gas', year: 2023, value: 109, per: 1000 },
      { group: 'Scope 1', metric: 'SF6 emissions', year: 2023, value: 30, per: 1000 },
      { group: 'Scope 1', metric: 'HFC emissions', year: 2023, value: 15.4, per: 1000 },
      { group: 'Scope 2', metric: 'Total (location based)', year: 2023, value: 624, per: 1000 },
      { group: 'Scope 2', metric: 'Location based from electricity', year: 2023, value: 597, per: 1000 },
      { group: 'Scope 1+2', metric: 'Total', year: 2023, value: 550, per: undefined }
    ]);
  });

  it('reads a bound ("< 0,1") in a figure column as no value, and keeps the row', () => {
    const items = [
      ...row(100, [
        ['t CO2e', 60],
        ['2024', 300],
        ['2025', 380]
      ]),
      ...row(117, [
        ['CH4 emissions', 60],
        ['< 0,1', 300],
        ['0.2', 380]
      ])
    ];
    expect(cellsOf(items).map((c) => c.value)).toEqual([null, 0.2]);
  });
  it('reads a Scope 3 category printing no figure as a row of its own, neither a heading nor a wrapped label', () => {
    // Rows 12 pt apart in 9 pt type, as tight as a wrapped label's lines.
    const at = (top: number, label: string, a: string, b: string) =>
      row(top, [
        [label, 60],
        [a, 300],
        [b, 380]
      ]);
    const items = [
      ...row(82, [
        ['2023', 300],
        ['2022', 380]
      ]),
      ...at(100, 'Capital goods', '416', '458'),
      ...at(112, 'Fuel and energy', '111', '137'),
      item('Waste in operations', 60, 124),
      ...at(136, 'Transportation upstream', '884', '1,118'),
      ...at(148, 'Business travel', '227', '122')
    ];
    const cells = cellsOf(items).filter((c) => c.year === 2023);
    expect(cells.map((c) => [c.group, c.metric])).toEqual([
      [undefined, 'Capital goods'],
      [undefined, 'Fuel and energy'],
      [undefined, 'Transportation upstream'],
      [undefined, 'Business travel']
    ]);
  });
});
