/**
 * The table model on filled-in forms and tables with a notes column: a field code before each label ("B1"),
 * heads naming the year's role ("Prior year 2024"), a figure with a note mark set close before a note's
 * words, and a second table under a head of its own that takes no years from the table above.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]));

describe('table model: forms and notes columns', () => {
  it('reads a form: field codes before the labels, heads "Reporting year 2025" and "Prior year 2024"', () => {
    const items = [
      item('Part B – Greenhouse gas emissions (tonnes CO2e)', 40, 80, 10),
      ...row(100, [
        ['Reporting year 2025', 300],
        ['Prior year 2024', 400],
        ['Base year 2018', 500]
      ]),
      ...row(120, [
        ['B1', 40],
        ['Scope 1 emissions', 70],
        ['267,800', 300],
        ['292,630', 400],
        ['391,180', 500]
      ]),
      ...row(136, [
        ['B3', 40],
        ['Scope 3 emissions', 70],
        ['1,282,200', 300],
        ['1,363,580', 400],
        ['1,577,270', 500]
      ]),
      item('Part E – Emissions reduction targets', 40, 170, 10),
      ...row(190, [
        ['Base year', 300],
        ['Target year', 400],
        ['Reduction (%)', 500]
      ]),
      ...row(206, [
        ['E1', 40],
        ['Scope 1 and 2 emissions, absolute', 70],
        ['2018', 300],
        ['2030', 400],
        ['55', 500]
      ])
    ];
    const cells = cellsOf(items);
    expect(cells.filter((c) => c[0] === 'Scope 1 emissions')).toEqual([
      ['Scope 1 emissions', 2025, 267_800],
      ['Scope 1 emissions', 2024, 292_630],
      ['Scope 1 emissions', 2018, 391_180]
    ]);
    // The targets' row takes no year from Part B's columns.
    expect(
      cells.filter((c) => c[0] === 'Scope 1 and 2 emissions, absolute' && [2025, 2024].includes(c[1] as number))
    ).toEqual([]);
  });

  it('keeps a figure with its note mark ("55,910ᵇ") apart from the note set close after it', () => {
    const items = [
      ...row(100, [
        ['2023', 250],
        ['2024', 320],
        ['Notes', 380]
      ]),
      ...row(116, [
        ['Scope 2 – market-based', 40],
        ['59,340', 250],
        ['55,910ᵇ', 320],
        ['Supplier-specific factors; ᵇ three sites on green tariffs.', 357]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 2 – market-based', 2023, 59_340],
      ['Scope 2 – market-based', 2024, 55_910]
    ]);
  });
});

describe('table model: heads over groups of columns and lone figures under them', () => {
  it('gives every year column the unit of a group head spanning them ("Emissions (t CO₂e)")', () => {
    const items = [
      item('Emissions (t CO₂e)', 190, 84),
      item('Uncertainty 2023', 420, 84),
      ...row(100, [
        ['Scope', 40],
        ['2021', 150],
        ['2022', 220],
        ['2023', 290],
        ['Low', 420],
        ['High', 490]
      ]),
      ...row(116, [
        ['Scope 1', 40],
        ['492,240', 150],
        ['456,210', 220],
        ['431,350', 290],
        ['418,410', 420],
        ['444,290', 490]
      ])
    ];
    const units = readPageTables(page(items), 1).tables.flatMap((t) =>
      t.cells.map((c) => [c.year, c.value, c.unit?.tonnesPer])
    );
    expect(units).toEqual([
      [2021, 492_240, 1],
      [2022, 456_210, 1],
      [2023, 431_350, 1]
    ]);
  });

  it('dates a lone figure by the year its label names, and the lone figures right after it likewise', () => {
    const items = [
      item('GHG emissions (tCO2e)', 40, 84),
      ...row(100, [
        ['2021', 250],
        ['2022', 330],
        ['2023', 410]
      ]),
      ...row(116, [
        ['Gross Scope 1', 40],
        ['35,460', 250],
        ['34,060', 330],
        ['32,250', 410]
      ]),
      ...row(132, [
        ['Turnover, 2023 (EUR million)', 40],
        ['1,282', 250]
      ]),
      ...row(148, [
        ['GHG intensity (tCO2e/EUR m)', 40],
        ['36.9', 250]
      ])
    ];
    const lone = cellsOf(items).filter((c) => c[0] !== 'Gross Scope 1');
    expect(lone).toEqual([
      ['Turnover, 2023 (EUR million)', 2023, 1282],
      ['GHG intensity (tCO2e/EUR m)', 2023, 36.9]
    ]);
  });
});

describe('table model: text columns and tables presented by a paragraph', () => {
  it('takes a "Main sources" text column for words about the row, not for its unit', () => {
    const items = [
      item('Our carbon footprint (tonnes CO₂e)', 40, 84),
      ...row(100, [
        ['Scope', 40],
        ['Main sources', 120],
        ['2023', 330],
        ['2024', 400]
      ]),
      ...row(116, [
        ['Scope 1', 40],
        ['Store heating, refrigerant', 120],
        ['96,190', 330],
        ['87,770', 400]
      ])
    ];
    const units = readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => c.unit?.tonnesPer));
    expect(units).toEqual([1, 1]);
  });

  it('dates a table of one amount column by the one year of the paragraph presenting it', () => {
    const items = [
      item('The table gives each relevant category for 2024 and its share of Scope 3.', 40, 70),
      ...row(100, [
        ['Category', 40],
        ['t CO₂e', 300],
        ['Share', 370]
      ]),
      ...row(116, [
        ['1. Purchased goods and services', 40],
        ['396,353', 300],
        ['43.5 %', 370]
      ]),
      ...row(132, [
        ['Total Scope 3', 40],
        ['729,090', 300],
        ['100.0 %', 370]
      ])
    ];
    expect(cellsOf(items).filter((c) => c[2] === 396_353 || c[2] === 729_090)).toEqual([
      ['1. Purchased goods and services', 2024, 396_353],
      ['Total Scope 3', 2024, 729_090]
    ]);
  });
});
