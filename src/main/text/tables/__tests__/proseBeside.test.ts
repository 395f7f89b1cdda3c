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
});
