/**
 * Prose set beside a table on the same lines (a text column beside a sidebar table): the prose's words
 * are not the rows' labels. A table whose labels stand in a column of names of their own keeps them.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.raw]));

/** A column of prose at x = 40, its lines 12 pt apart, beside a table at x = 330 whose lines share theirs. */
function sidebar() {
  const prose = [
    'In 2025, most of the energy we',
    'consumed came from renewable',
    'electricity, the rest from natural',
    'gas and other fuels. Two sites',
    'moved from fuel oil to heat',
    'pumps, and a third will follow',
    'next year once its permit is in.',
    'We also signed a wind contract.'
  ];
  return [
    ...prose.map((t, i) => item(t, 40, 94 + i * 12)),
    item('Energy mix 2025', 330, 94),
    ...row(106, [
      ['Source', 330],
      ['Share', 500]
    ]),
    ...row(130, [
      ['Renewable electricity', 330],
      ['67 %', 500]
    ]),
    ...row(142, [
      ['Natural gas', 330],
      ['19 %', 500]
    ]),
    ...row(154, [
      ['Other fuels', 330],
      ['14 %', 500]
    ])
  ];
}

describe('table model: prose beside a table', () => {
  it('reads the rows by their own labels, not by the words of the prose on their lines', () => {
    expect(cellsOf(sidebar())).toEqual([
      ['Renewable electricity', '67'],
      ['Natural gas', '19'],
      ['Other fuels', '14']
    ]);
  });

  it('keeps a column of short names beside the labels (no prose) as it was', () => {
    const items = [
      ...row(100, [
        ['Scope', 40],
        ['Source', 100],
        ['2024', 300],
        ['2025', 360]
      ]),
      ...row(118, [
        ['Scope 1', 40],
        ['Direct emissions', 100],
        ['98,410', 290],
        ['93,550', 350]
      ]),
      ...row(136, [
        ['Scope 2', 40],
        ['Market-based', 100],
        ['34,930', 290],
        ['31,620', 350]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1', '98,410'],
      ['Scope 1', '93,550'],
      ['Scope 2', '34,930'],
      ['Scope 2', '31,620']
    ]);
  });
  it('keeps short labels, names beside them and a unit column (no running text) as the rows', () => {
    const line = (top: number, label: string, a: string, b: string) =>
      row(top, [
        [label, 100],
        ['Fiscal Year', 200],
        ['of CO2e emissions', 260],
        [a, 380],
        [b, 430]
      ]);
    const items = [
      ...row(80, [
        ['Unit', 260],
        ['FY 2023', 380],
        ['FY 2022', 430]
      ]),
      item('Reduced emissions through energy', 30, 96),
      ...line(100, 'Gas from renewable (Scope 1)', '13', '18'),
      item('from renewable sources', 30, 108),
      ...line(118, 'Electricity (Scope 2)', '454', '465'),
      item('Scope 3 upstream', 30, 130),
      ...line(136, 'Capital goods', '416', '458'),
      ...line(154, 'related activities', '111', '137')
    ];
    const metrics = [...new Set(cellsOf(items).map(([m]) => m))];
    expect(metrics.map((m) => String(m).split(' ')[0])).toEqual(['Gas', 'Electricity', 'Capital', 'related']);
  });
});
