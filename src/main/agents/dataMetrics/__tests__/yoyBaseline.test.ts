import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { checkYoy } from '../yoyCheck';
import { checkProgress } from '../progressCheck';
import { checkBaselines } from '../baselineCheck';
import { stated } from './statedLines';
import { withReportingYear } from '../../../facts/reportingYear';

const run = (lines: Array<[number, string]>) => {
  const items = stated(lines);
  const inventory = ghgInventory(items);
  return { yoy: checkYoy(items, inventory), baselines: checkBaselines(inventory) };
};

describe('year-over-year changes', () => {
  it('reads the direction before the change and the year after it ("down 6.2% on 2022")', () => {
    const table: Array<[number, string]> = [[4, 'Scope 1 (tCO2e) — 2022 10,000; 2023 9,380']];
    const at = (t: string) => run([...table, [1, t]]).yoy[0];
    expect(at('Scope 1 emissions came to 9,380 tCO2e in 2023, down 6.2% on 2022.')).toMatchObject({
      result: 'pass',
      statedPct: -6.2
    });
    expect(at('Scope 1 emissions came to 9,380 tCO2e in 2023, down 15.6% on 2022.')).toMatchObject({ result: 'fail' });
  });

  it('reads "X tonnes (2022: Y tonnes), a decrease of N per cent" against the year in brackets', () => {
    const check = (pct: string) => {
      const items = stated([
        [4, 'Scope 1 (tCO2e) — 2022 10,000; 2023 9,380'],
        [1, `The Group's Scope 1 emissions for the year were 9,380 tonnes (2022: 10,000 tonnes), a decrease of ${pct}.`]
      ]);
      return checkYoy(items, withReportingYear(ghgInventory(items)));
    };
    expect(check('6.2 per cent')).toMatchObject([{ result: 'pass', year: 2023, priorYear: 2022, statedPct: -6.2 }]);
    expect(check('13.6 per cent')).toMatchObject([{ result: 'fail', year: 2023, priorYear: 2022, statedPct: -13.6 }]);
  });

  it('reads "X t (prior year: Y t), a decrease of N %" as the reporting year against the one before', () => {
    const check = (pct: string) => {
      const items = stated([
        [5, 'Scope 1 (t CO2e) — 2023 426,910; 2024 407,080'],
        [
          1,
          `Scope 1 emissions amounted to 407,080 t CO₂e (prior year: 426,910 t), a decrease of ${pct} (prior year: 8.4 %).`
        ]
      ]);
      return checkProgress(items, withReportingYear(ghgInventory(items))).map((c) => [
        c.checkName,
        c.result,
        c.message
      ]);
    };
    expect(check('4.6 %')).toEqual([['yoy_change', 'pass', expect.stringMatching(/since 2023/u)]]);
    expect(check('12.1 %')).toEqual([
      ['yoy_change', 'fail', expect.stringMatching(/-12\.1 % in Scope 1 against 2023/u)]
    ]);
  });

  it('passes a rounded change and fails a wrong direction', () => {
    const table: Array<[number, string]> = [[4, 'Scope 1 (tCO2e) — 2022 10,000; 2023 9,380']];
    expect(
      run([...table, [1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 6.2% lower than in 2022.']]).yoy[0]
    ).toMatchObject({ result: 'pass', statedPct: -6.2 });
    expect(
      run([...table, [1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 6.2% higher than in 2022.']]).yoy[0]
    ).toMatchObject({ result: 'fail', statedPct: 6.2 });
    const [wrong] = run([
      ...table,
      [1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 9.2% lower than in 2022.']
    ]).yoy;
    // A fail names both years' values, the stated and the computed change, and their pages.
    expect(wrong!.message).toBe(
      'Page 1 states a change of -9.2 % against 2022; the figures give -6.20 % ' +
        '(9,380 t CO2e in 2023, page 1, against 10,000 t CO2e in 2022, page 4).'
    );
  });

  it('is inconclusive when the report gives no prior-year value, or two', () => {
    const alone = run([[1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 6.2% lower than in 2022.']]).yoy[0]!;
    expect(alone.result).toBe('inconclusive');
    expect(alone.message).toMatch(/gives no 2022 value/);
    const twice = run([
      [4, 'Scope 1 (tCO2e) — 2022 10,000; 2023 9,380'],
      [9, 'Scope 1 (tCO2e) — 2022 10,400'],
      [1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 6.2% lower than in 2022.']
    ]).yoy[0]!;
    expect(twice.result).toBe('inconclusive');
    // Both readings contradict the stated change: it fails, naming each prior value and its page.
    const neither = run([
      [4, 'Scope 1 (tCO2e) — 2022 10,000; 2023 9,380'],
      [9, 'Scope 1 (tCO2e) — 2022 10,400'],
      [1, 'In 2023 our Scope 1 emissions were 9,380 tCO2e, 15.2% lower than in 2022.']
    ]).yoy[0]!;
    expect(neither.result).toBe('fail');
    expect(neither.message).toMatch(/against 10,000 t, page 4: -6\.20 %; 10,400 t, page 9: -9\.81 %\)\.$/);
  });
});

describe('baseline consistency', () => {
  it('passes one base-year value stated twice and fails two values for the same scope and year', () => {
    const once = run([
      [1, 'Our 2019 base year Scope 1 emissions were 55,000 tCO2e.'],
      [3, 'Against the 2019 baseline of 55,000 tCO2e (Scope 1) we are down 12%.']
    ]);
    expect(once.baselines.map((b) => b.result)).toEqual(['pass']);
    const two = run([
      [1, 'Our 2019 base year Scope 1 emissions were 55,000 tCO2e.'],
      [3, 'Against the 2019 baseline of 58,000 tCO2e (Scope 1) we are down 12%.']
    ]);
    expect(two.baselines[0]).toMatchObject({ result: 'fail', baseYear: 2019 });
    expect(two.baselines[0]!.message).toMatch(/55,000 and 58,000 t CO2e \(pages 1, 3\)/);
  });

  it('compares the targets prose with the table column of the year it names as base year (base_year_conflict)', () => {
    const table: [number, string] = [2, 'GHG emissions (kt CO2e): Scope 1 — 2018 604.98; 2023 449.78'];
    const prose: [number, string] = [4, 'In the 2018 base year, our Scope 1 emissions were 677,580 t CO2e.'];
    const [c] = run([table, prose]).baselines;
    expect(c).toMatchObject({ result: 'fail', baseYear: 2018 });
    expect(c!.message).toMatch(/stated as 604,980 and 677,580 t CO2e \(pages 2, 4\)/);
    expect(c!.values.map((v) => [v.tonnes, v.page, v.role])).toEqual([
      [604_980, 2, 'tested'],
      [677_580, 4, 'tested']
    ]);
    // A base-year value stated once is compared with nothing: no check, so no pass either.
    expect(run([prose]).baselines).toEqual([]);
    // The same value printed in kt in the table and in tonnes in the prose is one value.
    const same = run([table, [4, 'In the 2018 base year, our Scope 1 emissions were 604,980 t CO2e.']]).baselines;
    expect(same.map((b) => b.result)).toEqual(['pass']);
  });
});
