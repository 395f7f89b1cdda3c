/**
 * Cells that print a year's figure with the prior year's in brackets under a head naming both years ("2025 (2024)"
 * over "573,090 (610,680)"): each figure read in its own year, the bracketed one as a positive amount; and calendar
 * years marked "CY" beside fiscal years.
 */
import { describe, expect, it } from 'vitest';
import { readPageTables } from '../pageTables';
import { item, page, row } from './page';

const cellsOf = (items: Parameters<typeof page>[0]) =>
  readPageTables(page(items), 1).tables.flatMap((t) => t.cells.map((c) => [c.metric, c.year, c.value]));

describe('table model: a year and the prior year in brackets in one cell', () => {
  it('reads the figure in the first year and the bracketed one in the prior year', () => {
    const items = [
      ...row(84, [
        ['Unit', 240],
        ['2025 (2024)', 350],
        ['Base year 2019', 460]
      ]),
      item('Scope 1', 40, 100),
      item('t CO2e', 240, 100),
      item('573,090 (610,680)', 330, 100, 9, 77),
      item('756,080', 500, 100),
      item('Scope 3', 40, 116),
      item('t CO2e', 240, 116),
      item('5,350,990 (5,488,490)', 313, 116, 9, 94),
      item('6,531,290', 491, 116)
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1', 2025, 573_090],
      ['Scope 1', 2024, 610_680],
      ['Scope 1', 2019, 756_080],
      ['Scope 3', 2025, 5_350_990],
      ['Scope 3', 2024, 5_488_490],
      ['Scope 3', 2019, 6_531_290]
    ]);
  });

  it('keeps a short current figure whose bracketed prior figure is long ("212,310 (229,670,000)")', () => {
    const items = [
      // Set right-aligned: the head and the cells end at 449; "212,310" ends before "2025" begins.
      item('Unit', 240, 84),
      item('2025 (2024)', 391, 84, 9, 58),
      item('Base year 2019', 470, 84),
      item('Scope 1', 40, 100),
      item('t CO2e', 240, 100),
      item('573,090 (610,680)', 370, 100, 9, 79),
      item('756,080', 500, 100),
      item('Scope 2', 40, 116),
      item('t CO2e', 240, 116),
      item('212,310 (229,670,000)', 350, 116, 9, 99),
      item('311,710', 500, 116)
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1', 2025, 573_090],
      ['Scope 1', 2024, 610_680],
      ['Scope 1', 2019, 756_080],
      ['Scope 2', 2025, 212_310],
      ['Scope 2', 2024, 229_670_000],
      ['Scope 2', 2019, 311_710]
    ]);
  });

  it('reads calendar years marked "CY" beside split fiscal years', () => {
    const items = [
      ...row(84, [
        ['t CO2e', 40],
        ['CY2021', 250],
        ['FY2022/23', 330],
        ['FY2023/24', 410]
      ]),
      ...row(100, [
        ['Scope 1', 40],
        ['769,540', 255],
        ['714,040', 340],
        ['656,300', 420]
      ])
    ];
    expect(cellsOf(items)).toEqual([
      ['Scope 1', 2021, 769_540],
      ['Scope 1', 2023, 714_040],
      ['Scope 1', 2024, 656_300]
    ]);
  });
});
