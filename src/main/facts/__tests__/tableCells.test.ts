import { describe, expect, it } from 'vitest';
import type { PageTable, TableCell } from '../../text/tables/pageTables';
import { cellWording, keepModelFigures, readByModel, tableReading } from '../tableCells';
import { claimFigures } from '../claimFigures';

const tableCellTexts = (tables: PageTable[]) => tableReading(tables).cells;
import { ghgInventory } from '../inventory';

const box = { x: 0.5, y: 0.2, w: 0.05, h: 0.01 };
function cell(metric: string, year: number, raw: string, tonnesPer = 1, page = 2): TableCell {
  const value = Number(raw.replace(/,/g, ''));
  return {
    metric,
    rowLabel: metric,
    columnLabel: String(year),
    year,
    period: String(year),
    raw,
    value,
    unit: { printed: 'unit', tonnesPer, co2e: true },
    page,
    rects: [{ ...box, y: box.y + page / 100 }]
  };
}
const table = (cells: TableCell[], title?: string): PageTable => ({
  page: cells[0]!.page,
  ...(title ? { title } : {}),
  box,
  rows: [box],
  cells
});

describe('table cells in the inventory', () => {
  it('reads kind, basis, year and tonnes from the wording, the multiple applied', () => {
    const stated = tableCellTexts([
      table(
        [cell('Scope 2 (location-based)', 2024, '281.1', 1000), cell('Total', 2024, '3,677.8', 1000)],
        'Greenhouse gas emissions'
      )
    ]);
    const inv = ghgInventory(stated);
    expect(inv.map((o) => [o.kind, o.basis, o.year, o.tonnes])).toEqual([
      ['scope2', 'location', 2024, 281100],
      ['total', undefined, 2024, 3677800]
    ]);
    expect(stated[0]!.text).toBe('Greenhouse gas emissions: Scope 2 (location-based) (kt CO2e) — 2024 281.1');
    expect(stated[0]!.page).toBe(2);
  });

  it('keeps avoided, reduced and biogenic amounts and parts of a scope out of the inventory totals', () => {
    const inv = ghgInventory(
      tableCellTexts([
        table([
          cell('Avoided emissions (not in the inventory)', 2024, '108.8', 1000),
          cell('Reduced emissions', 2024, '12.0', 1000),
          cell('of which biogenic CO₂', 2024, '14.5', 1000),
          cell('Scope 1', 2024, '362.6', 1000)
        ])
      ])
    );
    expect(inv.map((o) => [o.kind, o.tonnes])).toEqual([['scope1', 362600]]);
  });

  it('states once a cell printed again with the same value (an annex), and keeps a different one', () => {
    const main = table([cell('Scope 1', 2024, '362.6', 1000, 2)]);
    const same = table([cell('Scope 1', 2024, '362.6', 1000, 7)]);
    const other = table([cell('Scope 1', 2024, '352.6', 1000, 8)]);
    const stated = tableCellTexts([main, same, other]);
    expect(stated.map((s) => s.page)).toEqual([2, 8]);
  });

  it('words no cell without a mass, without a value, or that names no greenhouse gas', () => {
    expect(cellWording({}, { ...cell('Scope 1', 2024, '1'), value: null })).toBeNull();
    expect(cellWording({}, { ...cell('Scope 1', 2024, '1'), unit: { printed: 'MWh', co2e: false } })).toBeNull();
    expect(
      cellWording({}, { ...cell('Waste to landfill', 2024, '12'), unit: { printed: 't', tonnesPer: 1, co2e: false } })
    ).toBeNull();
  });

  it('reads a bare "Total" under the scopes’ rows as the total of emissions, not beside categories', () => {
    const scopes = table(['Scope 1', 'Scope 2 market-based', 'Scope 3', 'Total'].map((m) => cell(m, 2025, '100')));
    expect(tableCellTexts([scopes]).map((c) => c.text)).toContain('Total emissions (t CO2e) — 2025 100');
    const categories = table(
      ['Scope 3', '1. Purchased goods and services', '4. Upstream transportation', 'Total'].map((m) =>
        cell(m, 2025, '100')
      )
    );
    expect(tableCellTexts([categories]).map((c) => c.text)).not.toContain('Total emissions (t CO2e) — 2025 100');
  });

  it('names a caption once when the row group repeats it ("Base year" over a "Base year" group)', () => {
    expect(cellWording({ title: 'Base year' }, { ...cell('Scope 1', 2019, '412,000'), group: 'Base Year' })).toBe(
      'Base year: Scope 1 (t CO2e) — 2019 412,000'
    );
  });

  it('words no cell restated on another perimeter (a like-for-like table or column)', () => {
    expect(
      cellWording({ title: 'Like-for-like emissions, constant perimeter' }, cell('Scope 1', 2024, '213,670'))
    ).toBeNull();
    expect(cellWording({}, { ...cell('Scope 1', 2024, '213,670'), columnLabel: '2024 like-for-like' })).toBeNull();
    expect(cellWording({ title: 'Absolute emissions' }, cell('Scope 1', 2024, '260,570'))).toBe(
      'Absolute emissions: Scope 1 (t CO2e) — 2024 260,570'
    );
  });

  it('tells a row read line by line that stands on a line the model read', () => {
    const reading = tableReading([table([cell('Scope 1', 2024, '362.6', 1000, 2)])]);
    const r = box;
    expect(readByModel(reading, 2, [{ x: 0.1, y: r.y, w: 0.8, h: r.h }])).toBe(true);
    expect(readByModel(reading, 3, [{ x: 0.1, y: r.y, w: 0.8, h: r.h }])).toBe(false);
    expect(readByModel(reading, 2, [{ x: 0.1, y: r.y + 0.1, w: 0.8, h: r.h }])).toBe(false);
    // A table with no inventory figure replaces nothing.
    const none = tableReading([table([{ ...cell('Water', 2024, '12'), unit: { printed: 'ML', co2e: false } }])]);
    expect(readByModel(none, 2, [{ x: 0.1, y: r.y, w: 0.8, h: r.h }])).toBe(false);
  });

  it('reads a gas line and the lines of a scope group with its own total as parts of the scope', () => {
    const inv = ghgInventory(
      tableCellTexts([
        table(
          [
            { ...cell('Total', 2023, '387', 1000), group: 'Scope 1' },
            { ...cell('SF6 emissions', 2023, '30', 1000), group: 'Scope 1' },
            cell('CH₄', 2023, '3', 1000)
          ],
          'Greenhouse gas emissions – Scope 1'
        )
      ])
    );
    expect(inv.map((o) => [o.kind, o.tonnes, o.component ?? false])).toEqual([
      ['scope1', 387000, false],
      ['scope1', 30000, true],
      ['scope1', 3000, true]
    ]);
  });

  it('gives the basis of a heading row to the scoped rows below it', () => {
    const inv = ghgInventory(
      tableCellTexts([
        table(
          [
            cell('(Market based) GHG emissions', 2023, '13,291', 1000),
            cell('Indirect emissions (Scope 2)', 2023, '9,558', 1000),
            cell('(Region based) GHG emissions', 2023, '18,303', 1000),
            cell('Indirect emissions (Scope 2)', 2023, '14,570', 1000)
          ],
          'GHG Emission Management (Scope 1, 2)'
        )
      ])
    );
    expect(inv.map((o) => [o.kind, o.basis, o.tonnes])).toEqual([
      ['scope1_2', 'market', 13291000],
      ['scope2', 'market', 9558000],
      ['scope1_2', 'location', 18303000],
      ['scope2', 'location', 14570000]
    ]);
  });

  it('reads a fiscal year split over two calendar years as the year it ends', () => {
    const split = { ...cell('Scope 1', 2024, '671,770'), period: '2023/24' };
    const fy = { ...cell('Scope 2 (market-based)', 2024, '1,234'), period: 'FY 2024' };
    const inv = ghgInventory(tableCellTexts([table([split, fy])]));
    expect(inv.map((o) => [o.kind, o.year, o.tonnes])).toEqual([
      ['scope1', 2024, 671770],
      ['scope2', 2024, 1234]
    ]);
  });

  it('gives a category named without its direction the first of its two places at or after the one before', () => {
    const title = 'Scope 3 emissions by category';
    const categories = (rows: ReadonlyArray<[string, string]>) =>
      ghgInventory(
        tableCellTexts([
          table(
            rows.map(([m, raw]) => cell(m, 2023, raw, 1000, 5)),
            title
          )
        ])
      )
        .filter((o) => o.kind === 'scope3_category')
        .map((o) => [o.category, o.tonnes]);
    // Continued beside: "Leased assets" after end-of-life treatment (12) is the downstream one (13).
    expect(
      categories([
        ['Use of sold products', '96,400'],
        ['End-of-life treatment of sold products', '1,310'],
        ['Leased assets', '4']
      ])
    ).toEqual([
      [11, 96400000],
      [12, 1310000],
      [13, 4000]
    ]);
    // After employee commuting (7) it is the upstream one (8).
    expect(
      categories([
        ['Employee commuting', '290'],
        ['Leased assets', '12']
      ])
    ).toEqual([
      [7, 290000],
      [8, 12000]
    ]);
  });
});

describe('rows of a table named after one scope, its name after the caption', () => {
  it('are parts of the scope, and a scope row under a section heading is not', () => {
    const sources = [cell('Stationary combustion', 2019, '415,840'), cell('Total Scope 1', 2019, '756,080')];
    const titled = tableCellTexts([table(sources, 'Greenhouse gas emissions by scope – Scope 1 – direct emissions')]);
    expect(ghgInventory(titled).map((o) => [o.kind, o.tonnes, Boolean(o.component)])).toEqual([
      ['scope1', 415840, true],
      ['scope1', 756080, false]
    ]);
    const section = [
      { ...cell('Scope 1', 2025, '190,440'), group: 'Greenhouse gas emissions' },
      { ...cell('Total emissions', 2025, '2,403,320'), group: 'Greenhouse gas emissions' }
    ];
    expect(ghgInventory(tableCellTexts([table(section)])).map((o) => [o.kind, Boolean(o.component)])).toEqual([
      ['scope1', false],
      ['total', false]
    ]);
  });
});

describe('the lines of a chart placing its values by value', () => {
  it('are read by the model, and a claim on them keeps none of its inventory figures', () => {
    const chart: PageTable = { page: 2, box, rows: [box], cells: [], chart: true };
    const reading = tableReading([chart]);
    expect(readByModel(reading, 2, [box])).toBe(true);
    const text = 'Scope 1 (t CO2e): 2024 367,590; 2025 382,910';
    const claim = {
      text,
      figures: claimFigures(text),
      page: 2,
      rects: [box],
      source: { kind: 'claim' as const, claimId: 'c1' }
    };
    expect(ghgInventory([keepModelFigures(claim, reading)])).toEqual([]);
    expect(ghgInventory([keepModelFigures(claim, tableReading([]))])).toHaveLength(2);
  });
});

describe('a table of one division of the group', () => {
  it('has only parts of the inventory; the group table beside it has the inventory', () => {
    const division = table(
      [cell('Scope 1', 2023, '152,830'), cell('Total emissions', 2023, '850,840')],
      'Division: Industrial'
    );
    expect(ghgInventory(tableCellTexts([division])).map((o) => [o.kind, Boolean(o.component)])).toEqual([
      ['scope1', true],
      ['total', true]
    ]);
    const group = table([cell('Scope 1', 2023, '272,910')], 'Group (sum of the divisions)');
    expect(ghgInventory(tableCellTexts([group])).map((o) => [o.kind, Boolean(o.component)])).toEqual([
      ['scope1', false]
    ]);
  });
});
