/** A table whose unit stands only in a note under it, and rows whose label names a unit of their own. */
import { describe, expect, it } from 'vitest';
import { cellWording } from '../../../facts/tableCells';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const items = [
  item('Table 3: Greenhouse gas emissions, revenue and intensity', 40, 80),
  ...row(100, [
    ['2023', 380],
    ['2024', 460]
  ]),
  ...row(116, [
    ['Scope 1 – direct emissions', 40],
    ['676.35', 380],
    ['649.10', 460]
  ]),
  ...row(132, [
    ['Net revenue (EUR million)', 40],
    ['–', 380],
    ['7,920', 460]
  ]),
  ...row(148, [
    ['GHG intensity (t CO₂e per EUR million)', 40],
    ['–', 380],
    ['158.3', 460]
  ]),
  item('All values in thousand metric tonnes of CO₂ equivalent unless the row names another unit.', 40, 164)
];

describe('table model: the unit in a note under the table', () => {
  const table = readPageTables(page(items), 1).tables[0]!;
  const latest = (m: string) => table.cells.find((c) => c.metric.startsWith(m) && c.year === 2024)!;

  it("gives the note's unit to rows that name none, and keeps a row's own unit", () => {
    expect(latest('Scope 1').unit?.tonnesPer).toBe(1000);
    expect(latest('Net revenue').unit).toEqual({ printed: 'EUR million', co2e: false });
    expect(latest('GHG intensity').unit?.tonnesPer).toBeUndefined();
  });

  it('words the emissions without a caption that names intensity beside them', () => {
    expect(cellWording(table, latest('Scope 1'))).toBe('Scope 1 – direct emissions (kt CO2e) — 2024 649.1');
  });

  it('reads the unit of a lead-in that names it after a comma ("Our carbon account, in t CO₂e.")', () => {
    const lead = [
      item('Our carbon account, in thousand t CO₂e. 2019 is the base year.', 40, 70, 9, 300),
      ...row(90, [
        ['2019', 200],
        ['2024', 280]
      ]),
      ...row(106, [
        ['Scope 1', 40],
        ['862.9', 200],
        ['688.6', 280]
      ])
    ];
    const cells = readPageTables(page(lead), 1).tables.flatMap((t) => t.cells);
    expect(cells.map((c) => [c.year, c.unit?.tonnesPer])).toEqual([
      [2019, 1000],
      [2024, 1000]
    ]);
  });
});
