/**
 * Labels wrapped under their row (figures on the first line, the label's end on the next), the second
 * line of a wrapped head cell, groups of rows set in under their heading, and two tables side by side
 * whose head row prints years and a "% change" column.
 */
import { describe, expect, it } from 'vitest';
import { stripMarks } from '../marks';
import { visualLines } from '../lines';
import { readPageTables } from '../pageTables';
import { tableRows } from '../rows';
import { sidesOf } from '../sides';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) =>
    t.cells.map((c) => ({ group: c.group, metric: c.metric, year: c.year, raw: c.raw, unit: c.unit?.printed }))
  );

/** A GHG table (left) and an energy-and-intensity table (right) on shared lines, 18 pt apart. */
function sideBySide() {
  return [
    ...row(100, [
      ['Greenhouse', 40],
      ['Unit', 150],
      ['2023', 205],
      ['2024', 260],
      ['% change', 300],
      ['Energy and', 360],
      ['Unit', 480],
      ['2024', 550]
    ]),
    item('gas emissions', 40, 110),
    item('intensity', 360, 110),
    ...row(128, [
      ['Scope 1 (direct)', 40],
      ['Mt CO₂e', 150],
      ['5.31', 210],
      ['5.01', 265],
      ['-13.1', 318],
      ['Energy consumed', 360],
      ['GWh', 480],
      ['27,731', 545]
    ]),
    ...row(146, [
      ['Scope 2, location-', 40],
      ['Mt CO₂e', 150],
      ['2.90', 210],
      ['3.01', 265],
      ['+3.8', 318],
      ['Share of energy', 360]
    ]),
    item('based', 40, 156),
    item('consumed:', 360, 156),
    ...row(174, [
      ['Scope 3 (value', 40],
      ['t CO₂e', 150],
      ['62,060,000', 185],
      ['57,560,000', 240],
      ['-7.3', 318],
      ['renewable electricity', 368],
      ['% of energy', 480],
      ['79', 560]
    ]),
    item('chain)', 40, 184),
    ...row(192, [
      ['natural gas', 368],
      ['% of energy', 480],
      ['21', 560]
    ]),
    ...row(202, [
      ['Total (Scope 1, 2', 40],
      ['Mt CO₂e', 150],
      ['69.80', 208],
      ['68.66', 263],
      ['-1.6', 318]
    ]),
    ...row(212, [
      ['market-based, 3)', 40],
      ['Revenue', 360],
      ['EUR million', 480],
      ['47,070', 545]
    ]),
    ...row(230, [
      ['GHG intensity,', 360],
      ['t CO₂e per', 480],
      ['199.2', 550]
    ]),
    ...row(240, [
      ['Scope 1 and 2', 360],
      ['EUR million', 480]
    ]),
    item('(market-based)', 360, 250)
  ];
}

describe('table model: labels wrapped under their row', () => {
  const cells = cellsOf(sideBySide());
  const latest = (metric: string) => cells.find((c) => c.metric === metric && c.year === 2024);

  it('joins the end of a wrapped label to its row, a word broken at its hyphen closed up', () => {
    expect(cells.filter((c) => c.year === 2024).map((c) => c.metric)).toEqual([
      'Scope 1 (direct)',
      'Scope 2, location-based',
      'Scope 3 (value chain)',
      'Total (Scope 1, 2 market-based, 3)',
      'Energy consumed',
      'renewable electricity',
      'natural gas',
      'Revenue',
      'GHG intensity, Scope 1 and 2 (market-based)'
    ]);
    const rows = sidesOf(visualLines(page(sideBySide()))).flatMap((side) => tableRows(side).flat());
    const intensity = rows.find((r) => r.labelText.startsWith('GHG intensity'));
    expect(intensity?.unitText).toBe('t CO₂e per EUR million');
  });

  it('reads the second line of a wrapped head cell as the head, not as a group of the rows', () => {
    expect(latest('Scope 1 (direct)')?.group).toBeUndefined();
    expect(latest('Energy consumed')?.group).toBeUndefined();
  });

  it("ends a heading's group at the first row back at the heading's place", () => {
    expect(latest('renewable electricity')?.group).toBe('Share of energy consumed');
    expect(latest('Revenue')?.group).toBeUndefined();
  });

  it('keeps a year head row whole so the "% change" column stays with its table', () => {
    const total = cells.filter((c) => c.metric.startsWith('Total')).map((c) => c.raw);
    expect(total).toEqual(['69.80', '68.66']);
    expect(cells.some((c) => c.raw === '-1.6' && c.metric !== 'Total (Scope 1, 2 market-based, 3)')).toBe(false);
  });
});

describe('footnote marks that are words', () => {
  it('keeps a word ending in a bracket and a list closed in brackets', () => {
    expect(stripMarks('chain)').text).toBe('chain)');
    expect(stripMarks('market-based, 3)').text).toBe('market-based, 3)');
    expect(stripMarks('Scope 2 and 3)').text).toBe('Scope 2 and 3)');
    expect(stripMarks('based and Scope 3)').text).toBe('based and Scope 3)');
    expect(stripMarks('Scope 2 (market-based)a)').text).toBe('Scope 2 (market-based)');
    expect(stripMarks('Emissions1)').text).toBe('Emissions');
  });
  it("joins the last row's wrapped label past a name set beside it in the column of names", () => {
    // A merged "Total" cell centred beside a two-line label, under rows named "Scope 3" beside them.
    const items = [
      ...row(100, [
        ['Scope', 40],
        ['Source', 100],
        ['2023', 300],
        ['2024', 360]
      ]),
      ...row(120, [
        ['1. Purchased goods and services', 100],
        ['572,380', 280],
        ['561,220', 340]
      ]),
      item('Scope 3', 40, 129),
      ...row(138, [
        ['Total Scope 3', 100],
        ['7,208,980', 280],
        ['6,614,420', 340]
      ]),
      ...row(156, [
        ['Scope 1 + Scope 2 (market-', 100],
        ['8,157,550', 280],
        ['7,527,850', 340]
      ]),
      item('Total', 40, 160.5),
      item('based) + Scope 3', 100, 165)
    ];
    expect(
      cellsOf(items)
        .filter((c) => c.year === 2024)
        .map((c) => c.metric)
    ).toEqual(['1. Purchased goods and services', 'Total Scope 3', 'Scope 1 + Scope 2 (market-based) + Scope 3']);
  });

  it('ends a wrapped label before a sentence of prose set under the table', () => {
    const items = [
      ...row(
        181,
        [
          ['t CO2e', 59],
          ['FY 2023', 300]
        ],
        5.5
      ),
      ...row(
        199,
        [
          ['Scope 1 + 2', 59],
          ['1,059,060', 300]
        ],
        5.5
      ),
      item('(market-based)', 59, 205.6, 5.5),
      item('Scope 3 is calculated once a year. The annual inventory with the base year follows.', 56.4, 218, 10, 330)
    ];
    expect(cellsOf(items).map((c) => c.metric)).toEqual(['Scope 1 + 2 (market-based)']);
  });
});
