import { describe, expect, it } from 'vitest';
import { readFigures } from '../figures';
import { unitIdOf } from '../../corpus/reference';

/** The corpus's unit table as the claims engine hands it to facts/. */
const units = unitIdOf;

describe('readFigures', () => {
  it('reads an emissions figure with its unit, scope, year and span', () => {
    const text = 'In 2023 our Scope 1 and 2 emissions fell to 1,234.5 tCO₂e.';
    const [f, ...rest] = readFigures(text, { units });
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ value: 1234.5, unit: 't', co2e: true, period: '2023', scopes: [1, 2] });
    expect(text.slice(f!.start, f!.end)).toBe('1,234.5 tCO₂e');
    expect(f!.raw).toBe('1,234.5 tCO₂e');
  });

  it('reads a scope list with a basis inside it ("Scope 1, 2 market-based and 3"; it stopped at 2 before)', () => {
    expect(readFigures('Total (Scope 1, 2 market-based and 3) in 2023: 190,300 tCO2e', { units })[0]?.scopes).toEqual([
      1, 2, 3
    ]);
  });

  it('reads a scope list whose basis stands before a scope ("Scope 1, market-based Scope 2 and Scope 3")', () => {
    const [f] = readFigures('Scope 1, market-based Scope 2 and Scope 3 came to 682,500 tCO2e.', { units });
    expect(f?.scopes).toEqual([1, 2, 3]);
  });

  it('reads a figure stated in brackets ("base year (55,000 tCO2e)"; the bracket hid it before)', () => {
    expect(
      readFigures('Compared with our 2019 base year (55,000 tCO2e), Scope 1 emissions are down 12.4%.', { units })[0]
    ).toMatchObject({ value: 55000, unit: 't', co2e: true, period: '2019' });
  });

  it('reads energy, volume and percentages', () => {
    const figures = readFigures('We used 12 345 MWh and 3.2 million m³ of water; 45% was renewable.', { units });
    expect(figures.map((f) => [f.value, f.unit])).toEqual([
      [12345, 'MWh'],
      [3.2e6, 'm3'],
      [45, '%']
    ]);
  });

  it('applies currency and scale words', () => {
    const [f] = readFigures('Revenue reached €7.2 bn in 2023.', { units });
    expect(f).toMatchObject({ value: 7.2e9, unit: 'EUR', scale: 'bn', period: '2023' });
  });

  it("applies a bracketed money unit and its scale to a row's cells (they had no unit before)", () => {
    const row = readFigures('Key figures: Revenue (EUR million) — 2022 5,034; 2023 5,240', { units });
    expect(row.map((f) => [f.value, f.unit, f.scale, f.period])).toEqual([
      [5.034e9, 'EUR', 'million', '2022'],
      [5.24e9, 'EUR', 'million', '2023']
    ]);
    expect(readFigures('Net income Total (Billion €) — FY2023 8.5; FY2022 4.4', { units })[0]).toMatchObject({
      value: 8.5e9,
      unit: 'EUR',
      scale: 'billion'
    });
    expect(readFigures('Community spend (in €m): 2023 12.5', { units })[0]).toMatchObject({
      value: 12.5e6,
      unit: 'EUR',
      scale: 'm'
    });
    // A scale stated with the figure wins over the bracket's.
    expect(readFigures('Capex (EUR million): EUR 1.2 billion in 2023', { units })[0]).toMatchObject({
      value: 1.2e9,
      scale: 'billion'
    });
  });

  it('applies a header multiple in brackets to the cells and reads no figure inside it (the 1,000 was a figure before)', () => {
    const row = readFigures('Scope 1 (In 1,000 metric tons of CO₂ equivalents): 2023 387; 2022 393', { units });
    expect(row.map((f) => [f.value, f.unit, f.co2e, f.scale, f.period])).toEqual([
      [387_000, 't', true, 'thousand', '2023'],
      [393_000, 't', true, 'thousand', '2022']
    ]);
  });

  it("takes a multiple with a unit in a row's label for the unit of its cells (it was read as a figure before)", () => {
    const row = readFigures('Environmental Performance: GHG emissions 1,000 tonnes CO₂e — 2023 17,400; 2022 15,053', {
      units
    });
    expect(row.map((f) => [f.value, f.unit, f.co2e, f.period])).toEqual([
      [17_400_000, 't', true, '2023'],
      [15_053_000, 't', true, '2022']
    ]);
    // Outside a composed row, "1,000 tonnes" is a figure.
    expect(readFigures('We sent 1,000 tonnes of waste to landfill in 2023.', { units })[0]).toMatchObject({
      value: 1000,
      unit: 't'
    });
  });

  it('reads year-by-year table rows, each value with its own year', () => {
    const figures = readFigures('MEA — 2022 6.9; 2023 7.2');
    expect(figures.map((f) => [f.value, f.period])).toEqual([
      [6.9, '2022'],
      [7.2, '2023']
    ]);
  });

  it('reads ranges and negatives', () => {
    const [range, drop] = readFigures('a reduction of 20–25 % by 2030 after a change of (1,200) t', { units });
    expect(range).toMatchObject({ value: 20, valueTo: 25 });
    expect(drop).toMatchObject({ value: -1200, unit: 't' });
  });

  it('does not take years, scope numbers or category numbers for figures', () => {
    expect(readFigures('Scope 3 Category 11 emissions are reported since 2019.')).toEqual([]);
  });

  it('reads decimal-comma text when the document says so', () => {
    const [f] = readFigures('Verbrauch 1.234,5 MWh', { units });
    expect(f).toMatchObject({ value: 1234.5, unit: 'MWh' });
  });
});

describe('readFigures with units written with scripts or digits', () => {
  it('reads tCO2e and tCO₂e alike', () => {
    for (const text of [
      'Scope 1 emissions fell to 1,234 tCO2e in 2023.',
      'Scope 1 emissions fell to 1,234 tCO₂e in 2023.',
      'Scope 1 emissions fell to 1,234 t CO₂e in 2023.'
    ]) {
      const [f] = readFigures(text, { units });
      expect(f).toMatchObject({ value: 1234, unit: 't', co2e: true, scopes: [1] });
    }
  });

  it('reads m3 and m³ alike', () => {
    expect(readFigures('We withdrew 600 m3 of water.', { units })[0]).toMatchObject({
      value: 600,
      unit: 'm3',
      raw: '600 m3'
    });
    expect(readFigures('We withdrew 600 m³ of water.', { units })[0]).toMatchObject({
      value: 600,
      unit: 'm3',
      raw: '600 m³'
    });
  });
});

describe('readFigures: what is not a range', () => {
  it('reads "from <year> to <figure>" as a year and a figure, each figure in the year written after it', () => {
    const figures = readFigures('response rates decreased from 167,900 in fiscal 2022 to 161,550 in fiscal 2023');
    expect(figures.map((f) => [f.value, f.valueTo, f.raw])).toEqual([
      [167900, undefined, '167,900'],
      [161550, undefined, '161,550']
    ]);
    // 161,550 is the fiscal 2023 figure; it was given 2022, the year of the figure before it.
    expect(figures.map((f) => f.period)).toEqual(['2022', '2023']);
  });

  it('reads a change to a new level, and a signed figure after a percentage, as two figures', () => {
    expect(readFigures('the figure rose by about 13% to 481 audits').map((f) => [f.value, f.valueTo])).toEqual([
      [13, undefined],
      [481, undefined]
    ]);
    expect(readFigures('emissions 8,098 kt -1% -20% by 2030').map((f) => f.value)).toEqual([8098, -1, -20]);
    expect(readFigures('cut from 100 to 80 t', { units }).map((f) => [f.value, f.valueTo])).toEqual([
      [100, undefined],
      [80, undefined]
    ]);
  });

  it('keeps ascending ranges and takes GRI disclosure numbers for labels', () => {
    expect(readFigures('a recycling content of 25% to 75%')[0]).toMatchObject({ value: 25, valueTo: 75, unit: '%' });
    expect(readFigures('Agreed improvement measures GRI 308-2, 9,521 in 2023').map((f) => f.value)).toEqual([9521]);
  });

  it('takes a multiple with a unit before a run of cells as their unit when a row is quoted flat', () => {
    const figures = readFigures('(Market based) GHG emissions 1,000 tonnes CO2e 1,740 1,505 1,329', { units });
    expect(figures.map((f) => [f.value, f.unit])).toEqual([
      [1740000, 't'],
      [1505000, 't'],
      [1329000, 't']
    ]);
    expect(readFigures('We avoided 1,000 tonnes CO2e in 2023.', { units })[0]).toMatchObject({
      value: 1000,
      unit: 't'
    });
  });

  it('reads a year after "in" as the period even when a heading runs into its unit line', () => {
    const figures = readFigures('Scope 1 and 2 CO2e emissions in 2021 tonnes of CO2e: 760,000', { units });
    expect(figures.map((f) => [f.value, f.period])).toEqual([[760000, '2021']]);
    expect(readFigures('We sent 2021 tonnes of waste to landfill in 2023.', { units })[0]).toMatchObject({
      value: 2021,
      unit: 't'
    });
  });
});

describe('readFigures: a unit in brackets', () => {
  it('gives a table row label unit to the cells that state none', () => {
    const figures = readFigures('Scope 1 (tCO₂e): 2022 12,450; 2023 11,020; -11.5%', { units });
    expect(figures.map((f) => [f.value, f.unit, f.co2e, f.period])).toEqual([
      [12450, 't', true, '2022'],
      [11020, 't', true, '2023'],
      [-11.5, '%', undefined, '2023']
    ]);
    expect(readFigures('Water withdrawal (in m³) 1,200 and 900 MWh', { units }).map((f) => f.unit)).toEqual([
      'm3',
      'MWh'
    ]);
  });

  it('ignores brackets that name no unit', () => {
    expect(readFigures('Employees (headcount): 2023 1,200', { units })[0]!.unit).toBeUndefined();
  });
});
