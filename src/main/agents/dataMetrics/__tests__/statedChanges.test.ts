/**
 * Prose changes bound to their subject and to the years they name (issue 26 item 2), recomputed from
 * the table's values of those years: each error kind of docs/eval-reports.md that a stated change
 * carries (yoy_contradicted, progress_contradicted) on a tiny inventory.
 */
import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { checkProgress } from '../progressCheck';
import { stated } from './statedLines';

const run = (lines: Array<[number, string]>) => {
  const items = stated(lines);
  return checkProgress(items, ghgInventory(items));
};
const SCOPE3: [number, string] = [2, 'Scope 3 (tCO2e) — 2023 400,000; 2024 380,000'];

describe('a stated change against another year, read from prose', () => {
  it('reads "Progress so far: by 2025, … 46.4 % below the 2018 base year" as progress reached, not a target', () => {
    const lines: Array<[number, string]> = [
      [2, 'Scope 1 and 2 (market-based) (tCO2e) — 2018 380,450; 2025 249,490'],
      [2, 'Progress so far: by 2025, Scope 1 and 2 emissions (market-based) were 46.4 % below the 2018 base year.']
    ];
    expect(run(lines)[0]).toMatchObject({ checkName: 'baseline_progress', result: 'fail', baseYear: 2018 });
  });

  it('reads "By FY2023/24, …" as the fiscal year ending 2024, not 2023', () => {
    const lines: Array<[number, string]> = [
      [2, 'Scope 1 and 2 (market-based) (tCO2e) — 2018 1,000,000; FY2022/2023 900,000; FY2023/2024 738,000'],
      [4, 'By FY2023/24, Scope 1 and 2 emissions (market-based) were 26.2 % lower than in the 2018 base year.']
    ];
    expect(run(lines)[0]).toMatchObject({ checkName: 'baseline_progress', result: 'pass', year: 2024 });
  });

  it('ties "Scope 3 emissions fell 15 % compared with 2023" to Scope 3, 2023 → 2024, and fails it naming both values and pages', () => {
    const [c] = run([SCOPE3, [1, 'Scope 3 emissions fell 15 % compared with 2023.']]);
    expect(c).toMatchObject({ checkName: 'yoy_change', result: 'fail', baseYear: 2023, year: 2024, statedPct: -15 });
    expect(c!.computation).toBe('(380,000 − 400,000) / 400,000 = -5.00 %; stated -15.0 %');
    expect(c!.message).toMatch(
      /Page 1 states a change of -15\.0 % in Scope 3 against 2023; the figures give -5\.00 % \(380,000 t, p\. 2 in 2024 against 400,000 t, p\. 2 in 2023\)/
    );
    expect(c!.values.map((v) => [v.label, v.tonnes, v.page, v.role ?? 'input'])).toEqual([
      ['stated change since 2023', -15, 1, 'tested'],
      ['Scope 3, 2024', 380_000, 2, 'input'],
      ['Scope 3, 2023 (base year)', 400_000, 2, 'input']
    ]);
  });

  it('leaves a share run on after a change its reference (bullets without stops read as one text)', () => {
    const lines: Array<[number, string]> = [
      [2, 'Scope 1 and 2 (market-based) (tCO2e) — 2019 100,000; 2025 71,200'],
      [1, 'Scope 1 and 2 emissions 28.8 % below the 2019 base year 56 % of energy consumed was renewable electricity']
    ];
    expect(run(lines).map((c) => [c.checkName, c.statedPct, c.result])).toEqual([['baseline_progress', -28.8, 'pass']]);
  });

  it('reads the ways reports name the year compared with', () => {
    for (const text of [
      'Scope 3 emissions were down 5 % since 2023.',
      'Scope 3 emissions decreased by 5% versus the previous year.',
      'Scope 3 emissions fell 5 % year on year.',
      'Scope 3 emissions were 5 % lower than in FY2023.',
      'In 2024, Scope 3 emissions fell 5 % compared with the prior year.'
    ])
      expect(run([SCOPE3, [1, text]]).map((c) => [c.checkName, c.baseYear, c.year, c.result])).toEqual([
        ['yoy_change', 2023, 2024, 'pass']
      ]);
  });

  it('leaves the effect of one measure and the parts of a scope alone, and gives each percentage its own reference', () => {
    const table: [number, string] = [2, 'Scope 3 (tCO2e) — 2020 500,000; 2022 457,606; 2023 483,188'];
    const siemens =
      'This effort helped reduce our Scope 3 upstream footprint against our baseline year 2020 by 0.9% and ' +
      'against the previous year 2022 by 3.3%.';
    expect(run([table, [48, siemens]])).toEqual([]);
    const share =
      'In 2022 more green power at our sites cut 21,500 t CO2e, which resulted in a 21,500 t CO2 decrease ' +
      'compared to 2022 and so to a 4.4 % decrease of the Scope 3 emissions of 2022.';
    expect(run([table, [52, share]])).toEqual([]);
    const own = 'Scope 3 emissions fell by 3.4% against our baseline year 2020 and by 5.6% against the previous year.';
    expect(run([table, [1, own]]).map((c) => [c.checkName, c.baseYear, c.result])).toEqual([
      ['baseline_progress', 2020, 'pass'],
      ['yoy_change', 2022, 'fail']
    ]);
  });

  it('takes a value printed in kt in one place and in tonnes in another as one value', () => {
    const kt: [number, string] = [7, 'GHG emissions (kt CO2e): Scope 3 — 2024 380.0'];
    const table: [number, string] = [2, 'Scope 3 (tCO2e) — 2023 400,000; 2024 379,980'];
    const [c] = run([table, kt, [1, 'Scope 3 emissions fell 5 % compared with 2023.']]);
    expect(c).toMatchObject({ result: 'pass' });
    expect(c!.values.filter((v) => v.label === 'Scope 3, 2024')).toHaveLength(1);
  });

  it('reads a fiscal year "2023/24" as the year it ends in, as the table columns are read', () => {
    const table: [number, string] = [2, 'Scope 1 (tCO2e) — 2023/24 9,000; 2024/25 8,100'];
    const [c] = run([table, [1, 'Scope 1 emissions fell 10 % compared with 2023/24.']]);
    expect(c).toMatchObject({ result: 'pass', baseYear: 2024, year: 2025 });
  });

  it('takes the year the sentence names as reached ("In 2023, …"), not the series’ latest', () => {
    const table: [number, string] = [2, 'Scope 3 (tCO2e) — 2022 500,000; 2023 400,000; 2024 380,000'];
    const [c] = run([table, [1, 'In 2023, Scope 3 emissions fell 20 % compared with 2022.']]);
    expect(c).toMatchObject({ checkName: 'yoy_change', result: 'pass', baseYear: 2022, year: 2023 });
  });
});

describe('progress since a base year, from a table that prints only the parts', () => {
  const TABLE: Array<[number, string]> = [
    [2, 'Scope 1 (tCO2e) — 2019 517,240; 2024 392,150'],
    [2, 'Scope 2 (market-based) (tCO2e) — 2019 159,090; 2024 113,460']
  ];

  it('adds Scope 1 and Scope 2 of the basis named, and fails a stated fall they contradict', () => {
    const [c] = run([
      ...TABLE,
      [3, 'By 2024, Scope 1 and 2 emissions (market-based) were 37.2 % lower than in the 2019 base year.']
    ]);
    expect(c).toMatchObject({ checkName: 'baseline_progress', result: 'fail', baseYear: 2019, year: 2024 });
    expect(c!.computation).toBe('(505,610 − 676,330) / 676,330 = -25.24 %; stated -37.2 %');
    expect(c!.message).toMatch(
      /the figures give -25\.24 % \(392,150 \(p\. 2\) \+ 113,460 \(p\. 2\) = 505,610 t in 2024 against 517,240 \(p\. 2\) \+ 159,090 \(p\. 2\) = 676,330 t in 2019\)/
    );
    expect(c!.values.map((v) => v.label)).toEqual([
      'stated change since 2019',
      'Scope 1, 2024',
      'Scope 2 (market-based), 2024',
      'Scope 1, 2019 (base year)',
      'Scope 2 (market-based), 2019 (base year)'
    ]);
    const right = run([
      ...TABLE,
      [3, 'By 2024, Scope 1 and 2 emissions (market-based) were 25.2 % lower than in the 2019 base year.']
    ]);
    expect(right.map((x) => x.result)).toEqual(['pass']);
  });

  it('fails when every statement of a value twice printed contradicts the change, and is inconclusive when one agrees', () => {
    const annex: [number, string] = [6, 'Scope 1 (tCO2e) — 2024 330,000'];
    const claim: [number, string] = [
      3,
      'By 2024, Scope 1 and 2 emissions (market-based) were 37.2 % lower than in the 2019 base year.'
    ];
    const [both] = run([...TABLE, annex, claim]);
    expect(both).toMatchObject({ result: 'fail' });
    expect(both!.message).toMatch(/-25\.24 % .*, or -34\.43 % /);
    const agrees: [number, string] = [
      3,
      'By 2024, Scope 1 and 2 emissions (market-based) were 34.4 % lower than in the 2019 base year.'
    ];
    const [one] = run([...TABLE, annex, agrees]);
    expect(one).toMatchObject({ result: 'inconclusive' });
    expect(one!.message).toMatch(/the 2024 value is stated differently in different places/);
  });
});
