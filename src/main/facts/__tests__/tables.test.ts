import { describe, expect, it } from 'vitest';
import { parseTableRow, parseTableRows, parseYearHeader, tableCellValues, yearHeaderNote } from '../tables';

describe('table rows', () => {
  it('reads a row: label, cells as printed, units after the cells', () => {
    expect(parseTableRow('Scope 1 emissions 12,345 11,200 10,050 tCO2e')).toEqual({
      label: 'Scope 1 emissions',
      cells: ['12,345', '11,200', '10,050'],
      units: ['tCO2e']
    });
    expect(parseTableRow('Water withdrawal 1.234,5 1.100,0 m³')).toEqual({
      label: 'Water withdrawal',
      cells: ['1.234,5', '1.100,0'],
      units: ['m³']
    });
  });

  it('reads a list of small numbers ("1, 2, 3", "6, 9") as words of the label, never as cells', () => {
    expect(parseTableRow('Category 4: Indirect emissions from products 1, 2, 3 2,441,130')).toBeNull();
    expect(parseTableRow('Category 3: Indirect emissions from transportation 6, 9 1,480,950 1,390,200')).toEqual({
      label: 'Category 3: Indirect emissions from transportation 6, 9',
      cells: ['1,480,950', '1,390,200'],
      units: []
    });
  });

  it('takes a percent unit marker in the label for the column unit (it was refused as prose before)', () => {
    expect(parseTableRow('Waste recycled (%) 71 76')).toEqual({
      label: 'Waste recycled (%)',
      cells: ['71', '76'],
      units: []
    });
    expect(parseTableRow('Share of women in management [in %] 31.2 33.0')?.cells).toEqual(['31.2', '33.0']);
    // A percentage inside the label is still prose.
    expect(parseTableRow('Emissions fell 12% in 2022 and 2023')).toBeNull();
  });

  it('reads side-by-side rows on one line with their spans', () => {
    const line = 'Scope 1 387 393 Scope 2 1,948 2,733';
    const rows = parseTableRows(line);
    expect(rows.map((r) => [r.label, r.cells, line.slice(r.start, r.end)])).toEqual([
      ['Scope 1', ['387', '393'], 'Scope 1 387 393'],
      ['Scope 2', ['1,948', '2,733'], 'Scope 2 1,948 2,733']
    ]);
  });

  it('reads cells as numbers, with placeholders as missing', () => {
    const row = parseTableRow('Refrigerants - (1,200) 42% n/a 7')!;
    expect(tableCellValues(row)).toEqual([
      { kind: 'missing', raw: '-' },
      { kind: 'number', value: -1200, percent: false },
      { kind: 'number', value: 42, percent: true },
      { kind: 'missing', raw: 'n/a' },
      { kind: 'number', value: 7, percent: false }
    ]);
  });

  it('reads sub-rows that start "of which" (GRI-QA tables: they were refused as prose before)', () => {
    expect(parseTableRow('of which: sea water 1089 1037 1283 1533')).toEqual({
      label: 'of which: sea water',
      cells: ['1089', '1037', '1283', '1533'],
      units: []
    });
  });

  it('does not take prose, single figures or contents lines for rows', () => {
    expect(parseTableRow('We cut emissions between 2019 and 2023')).toBeNull();
    expect(parseTableRow('Climate strategy 12')).toBeNull();
    expect(parseTableRow('12 14 16 18')).toBeNull();
    expect(parseTableRow('The share rose from 12 to 14')).toBeNull();
  });

  it('reads header lines of years and fiscal years, with the words around them', () => {
    expect(parseTableRow('in t CO2e 2021 2022 2023')).toBeNull();
    expect(parseYearHeader('in t CO2e 2021 2022 2023')).toEqual(['2021', '2022', '2023']);
    expect(parseYearHeader('FY 2022 FY 2023 Change in %')).toEqual(['FY2022', 'FY2023']);
    expect(parseYearHeader('2022/23 2023/24')).toEqual(['2022/23', '2023/24']);
    expect(parseYearHeader('Scope 1 12,345 2022 2023')).toBeNull();
    expect(yearHeaderNote('(In 1,000 metric tons of CO₂e) 2022 2023')).toBe('(In 1,000 metric tons of CO₂e)');
  });
});

describe('year columns and row cells with their places in the line', () => {
  it('finds each year of a header line, footnote marks and fiscal years included', async () => {
    const { yearSpans } = await import('../tables');
    const line = 'GHG Emissions Management (Scope 3) 20212) 2022 FY 2023';
    expect(yearSpans(line)?.map(([a, b]) => line.slice(a, b))).toEqual(['20212)', '2022', 'FY 2023']);
    expect(yearSpans('Scope 1 emissions 1,234 1,100')).toBeNull();
  });

  it('keeps a year after "since" in the label, and gives each cell its span', () => {
    const line = 'Business trips of employees 1,000 tonnes CO2e since 2022 87 108';
    const [row] = parseTableRows(line);
    expect(row!.cells).toEqual(['87', '108']);
    expect(row!.label).toMatch(/since 2022$/);
    expect(row!.cellSpans.map(([a, b]) => line.slice(a, b))).toEqual(['87', '108']);
  });
});

describe('one-column tables', () => {
  it('reads a lone year as a heading and one cell ending a line as the row under it', async () => {
    const { parseLoneYear } = await import('../tables');
    expect(parseLoneYear('2021')).toBe('2021');
    expect(parseLoneYear('FY 2023')).toBe('FY2023');
    expect(parseLoneYear('Highlights 2021')).toBeNull();
    expect(
      parseTableRows('Direct emissions (Scope 1) 2,155.3', { single: true }).map((r) => [r.label, r.cells])
    ).toEqual([['Direct emissions (Scope 1)', ['2,155.3']]]);
    expect(parseTableRows('Location-based 10,904.9 tCO2e', { single: true }).map((r) => [r.cells, r.units])).toEqual([
      [['10,904.9'], ['tCO2e']]
    ]);
    // Two figures, or prose, are no one-column row.
    expect(parseTableRows('Scope 1 1,200 1,100', { single: true })).toEqual([]);
    expect(parseTableRows('We planted trees in 2,000 gardens.', { single: true })).toEqual([]);
  });
});
