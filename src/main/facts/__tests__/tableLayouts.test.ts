/**
 * Table layouts of the late-evening blind set: rows under a table named after one scope are its parts,
 * a range of Scope 3 categories is no single category, a share row names its whole in its label, and a
 * reference code set close after a figure is a cell of its own.
 */
import { describe, expect, it } from 'vitest';
import { ghgFiguresOf } from '../ghgFigures';
import { tableReading } from '../tableCells';
import { metricWordings } from '../tableMetrics';
import type { PageTable, TableCell } from '../../text/tables/pageTables';
import { readPageTables } from '../../text/tables/pageTables';
import { page, row } from '../../text/tables/__tests__/page';

const cell = (metric: string, raw: string, unit = 't CO₂e', tonnesPer: number | null = 1): TableCell => ({
  metric,
  rowLabel: metric,
  columnLabel: '2024',
  year: 2024,
  period: '2024',
  raw,
  value: Number(raw.replace(/,/gu, '')),
  unit: { printed: unit, ...(tonnesPer !== null ? { tonnesPer } : {}), co2e: /co/iu.test(unit) },
  page: 2,
  rects: [{ x: 0.5, y: 0.2, w: 0.05, h: 0.01 }]
});
const table = (title: string, cells: TableCell[]): PageTable => ({
  page: 2,
  title,
  box: { x: 0, y: 0, w: 1, h: 1 },
  rows: [],
  cells
});

describe('table layouts of unseen reports', () => {
  it('words the rows of a table named after one scope as its parts, its total as the scope', () => {
    const t = table('Scope 1 – direct emissions', [
      cell('Stationary combustion', '290,340'),
      cell('Mobile combustion (own fleet)', '174,200'),
      cell('Total Scope 1', '580,670')
    ]);
    expect(tableReading([t]).cells.map((c) => c.text)).toEqual([
      'Scope 1 – direct emissions: thereof Stationary combustion (t CO2e) — 2024 290,340',
      'Scope 1 – direct emissions: thereof Mobile combustion (own fleet) (t CO2e) — 2024 174,200',
      'Scope 1 – direct emissions: Total Scope 1 (t CO2e) — 2024 580,670'
    ]);
  });

  it('reads "Upstream (categories 1–8)" as upstream Scope 3, not as category 1', () => {
    const [g] = ghgFiguresOf('Scope 3 – value chain: Upstream (categories 1–8) (t CO2e) — 2024 1,429,430');
    expect(g).toMatchObject({ kind: 'scope3_upstream', tonnes: 1_429_430 });
  });

  it('words revenue and intensity printed with a space and a decimal comma as one figure each', () => {
    const t = table('Greenhouse gas emissions (teqCO2)', [
      { ...cell('Revenue (MEUR)', '1', 'MEUR', null), raw: '3 601', value: 3601 },
      { ...cell('Intensity, Scope 1 + 2 MB (teqCO2/MEUR)', '1', 'teqCO2/MEUR', null), raw: '81,5', value: 81.5 }
    ]);
    expect(metricWordings(t).map((w) => w.text)).toEqual([
      'Revenue (MEUR) — 2024 EUR 3,601 million',
      'Intensity, Scope 1 + 2 MB (teqCO2/MEUR) (t CO2e/EUR million) — 2024 81.5'
    ]);
  });

  it('takes the whole a share row names in its own label', () => {
    const t = table('Environmental performance indicators', [
      cell('Share of energy consumed: renewable electricity', '50', '%', null),
      cell('Share of energy consumed: natural gas', '35', '%', null)
    ]);
    expect(metricWordings(t).map((w) => w.text)).toEqual([
      'Share of energy consumed: renewable electricity (%) — 2024 50 %',
      'Share of energy consumed: natural gas (%) — 2024 35 %'
    ]);
  });

  it('leaves the whole\'s own row ("Total", "Summe") out of the shares it sums', () => {
    const t = table('Energy mix', [
      cell('Renewable electricity', '80', '%', null),
      cell('Natural gas', '20', '%', null),
      cell('Summe Total', '100', '%', null),
      cell('Energy use total', '100', '%', null)
    ]);
    expect(metricWordings(t).map((w) => w.text)).toEqual([
      'Energy mix: Renewable electricity (%) — 2024 80 %',
      'Energy mix: Natural gas (%) — 2024 20 %'
    ]);
  });

  it('reads an index\'s numbered share rows ("(2) Share of energy consumed: …", "Percentage (%)") as one whole', () => {
    const t = table('SASB index', [
      cell('(2) Share of energy consumed: renewable electricity', '62.0', 'Percentage (%)', null),
      cell('(3) Share of energy consumed: natural gas', '38.0', 'Percentage (%)', null)
    ]);
    expect(metricWordings(t).map((w) => w.text)).toEqual([
      'Share of energy consumed: renewable electricity (%) — 2024 62.0 %',
      'Share of energy consumed: natural gas (%) — 2024 38.0 %'
    ]);
  });

  it('reads a reference code set close after a figure as a cell of its own, and a section name as a group', () => {
    const items = [
      ...row(100, [
        ['Section', 40],
        ['Indicator', 110],
        ['Unit', 300],
        ['2024', 380]
      ]),
      ...row(116, [
        ['Climate', 40],
        ['Scope 1 GHG emissions', 110],
        ['t CO₂e', 300],
        ['91 060', 370],
        ['305-1 / E1-6', 402]
      ]),
      ...row(132, [
        ['Scope 2 GHG emissions', 110],
        ['t CO₂e', 300],
        ['62 280', 370],
        ['305-2 / E1-6', 402]
      ]),
      ...row(148, [
        ['Scope 3 GHG emissions', 110],
        ['t CO₂e', 300],
        ['1 007 770', 352],
        ['305-3 / E1-6', 402]
      ])
    ];
    const cells = readPageTables(page(items), 1).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.group, c.metric, c.raw])).toEqual([
      ['Climate', 'Scope 1 GHG emissions', '91 060'],
      [undefined, 'Scope 2 GHG emissions', '62 280'],
      [undefined, 'Scope 3 GHG emissions', '1 007 770']
    ]);
  });
});
