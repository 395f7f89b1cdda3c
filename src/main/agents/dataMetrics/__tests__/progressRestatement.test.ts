import { describe, expect, it } from 'vitest';
import { ghgInventory } from '../../../facts/inventory';
import { checkProgress, printedTolerance } from '../progressCheck';
import { agreeAsPrinted, checkRestatements, printedStep } from '../restatementCheck';
import { partialPeriods } from '../reportingPeriods';
import { stated } from './statedLines';

const run = (lines: Array<[number, string]>) => {
  const items = stated(lines);
  const inventory = ghgInventory(items);
  return { progress: checkProgress(items, inventory), restatements: checkRestatements(inventory), inventory };
};
const TABLE: [number, string] = [4, 'Scope 1 (tCO2e) — 2019 50,000; 2022 42,000; 2023 40,000'];

describe('progress against a base year', () => {
  it('recomputes a stated fall from the base year to the latest year, within the printed precision', () => {
    const [c] = run([TABLE, [1, 'Our Scope 1 emissions are down 20% since 2019.']]).progress;
    expect(c).toMatchObject({
      result: 'pass',
      baseYear: 2019,
      year: 2023,
      tolerancePp: 0.5,
      computation: '(40,000 − 50,000) / 50,000 = -20.00 %; stated -20.0 %'
    });
    expect(c!.values.map((v) => [v.label, v.role ?? 'input'])).toEqual([
      ['stated change since 2019', 'tested'],
      ['Scope 1, 2023', 'input'],
      ['Scope 1, 2019 (base year)', 'input']
    ]);
  });

  it('fails a figure computed from another base, and names that base', () => {
    const [c] = run([
      TABLE,
      [9, 'Scope 1 emissions of 52,000 tCO2e in 2019 were restated.'],
      [1, 'Scope 1 emissions are 23.1% lower than our 2019 base year (50,000 tCO2e).']
    ]).progress;
    expect(c!.result).toBe('fail');
    expect(c!.message).toMatch(/the figures give -20\.00 %.*matches a base of 52,000 t \(2019, page 9\)/);
  });

  it('fails the wrong direction and leaves targets and unknown series alone', () => {
    expect(run([TABLE, [1, 'Scope 1 emissions rose 20% compared with 2019.']]).progress[0]!.result).toBe('fail');
    expect(run([TABLE, [1, 'We aim to cut Scope 1 emissions by 50% by 2030 against 2019.']]).progress).toEqual([]);
    expect(run([TABLE, [1, 'Water use is down 20% since 2019.']]).progress).toEqual([]);
  });

  it('leaves a change of an intensity alone (Moncler p. 55: "52% in scope 3 CO2e emissions per product unit sold vs 2021")', () => {
    const scope3: [number, string] = [149, 'Scope 3 (tCO2e) — 2021 217,226; 2023 240,325'];
    expect(
      run([scope3, [55, 'Reduction of 52% in scope 3 CO2e emissions per product unit sold vs 2021']]).progress
    ).toEqual([]);
    expect(run([TABLE, [1, 'Our Scope 1 emission intensity is down 20% since 2019.']]).progress).toEqual([]);
  });

  it('is inconclusive, saying why, when the base-year value is missing or stated twice', () => {
    const none = run([
      [4, 'Scope 1 (tCO2e) — 2023 40,000'],
      [1, 'Scope 1 emissions are down 20% since 2019.']
    ]).progress[0]!;
    expect(none).toMatchObject({ result: 'inconclusive' });
    expect(none.message).toMatch(/no 2019 value of Scope 1/);
    const twice = run([TABLE, [7, 'Scope 1 (tCO2e) — 2019 52,000'], [1, 'Scope 1 emissions are down 20% since 2019.']])
      .progress[0]!;
    expect(twice.message).toMatch(/stated differently in different places \(50,000 t, p\. 4; 52,000 t, p\. 7\)/);
  });

  it('reads "between 2021 and 2023" as a change from the first year to the second (SUEZ p. 2)', () => {
    const table: [number, string] = [4, 'Scope 1 and 2 (tCO2e) — 2021 5,524; 2022 5,400; 2023 5,290'];
    const text = 'The Group reduced its overall Scope 1 and 2 GHG emissions by 4.2% between 2021 and 2023.';
    const [c] = run([table, [2, text]]).progress;
    expect(c).toMatchObject({ result: 'pass', baseYear: 2021, year: 2023, statedPct: -4.2 });
    expect(c!.computation).toBe('(5,290 − 5,524) / 5,524 = -4.24 %; stated -4.2 %');
    // The year the text names is the one recomputed, not the series' latest.
    const later = run([
      [4, 'Scope 1 and 2 (tCO2e) — 2021 5,524; 2023 5,290; 2024 4,000'],
      [2, text]
    ]).progress[0]!;
    expect(later).toMatchObject({ result: 'pass', year: 2023 });
    const none = run([[2, text]]).progress[0]!;
    expect(none).toMatchObject({ result: 'inconclusive', baseYear: 2021 });
    expect(none.message).toMatch(/no single 2023 value of Scopes 1\+2/);
  });

  it('keeps a printed sign as the report wrote it ("a -5.2 % decrease" is -5.2 %, not +5.2 %)', () => {
    const [c] = run([TABLE, [1, 'Scope 1 emissions show a -20% decrease compared with 2019.']]).progress;
    expect(c).toMatchObject({ result: 'pass', statedPct: -20 });
  });

  it('pairs each percentage with its own reference year and leaves percentages about other things alone', () => {
    const table: [number, string] = [4, 'Scope 1 (tCO2e) — 2021 50,000; 2022 42,000; 2023 40,000'];
    const text =
      'Although headcount grew by 19% in the year, there was a 4.8% fall in Scope 1 emissions compared with 2022 (-20% vs 2021, on a like-for-like basis).';
    const checks = run([table, [2, text]]).progress;
    expect(checks.map((c) => [c.baseYear, c.statedPct, c.result])).toEqual([
      [2022, -4.8, 'pass'],
      [2021, -20, 'pass']
    ]);
  });

  it('reads the tolerance from the printed digits', () => {
    expect([printedTolerance('24%'), printedTolerance('12.4 %'), printedTolerance('12.45%')]).toEqual([0.5, 0.1, 0.1]);
  });
});

describe('restatements within a report', () => {
  it('compares to the precision printed', () => {
    const [a, b] = run([
      [1, 'Scope 1 emissions were 48.2 kt CO2e in 2023.'],
      [4, 'Scope 1 (tCO2e) — 2023 48,213']
    ]).inventory;
    expect(printedStep(a!)).toBeCloseTo(100);
    expect(printedStep(b!)).toBeCloseTo(1);
    expect(agreeAsPrinted(a!, b!)).toBe(true);
    expect(
      run([
        [1, 'Scope 1 emissions were 48.2 kt CO2e in 2023.'],
        [4, 'Scope 1 (tCO2e) — 2023 48,313']
      ]).restatements[0]!.result
    ).toBe('fail');
  });

  it('fails an unexplained difference, passes an explained one, and marks every statement as tested', () => {
    const lines: Array<[number, string]> = [
      [4, 'Scope 1 (tCO2e) — 2022 42,000; 2023 40,000'],
      [30, 'Scope 1 (tCO2e) — 2022 43,500']
    ];
    const [fail] = run(lines).restatements;
    expect(fail).toMatchObject({
      result: 'fail',
      severity: 'medium',
      series: 'Scope 1',
      year: 2022,
      computation: '42,000 (p. 4) vs 43,500 (p. 30)'
    });
    expect(fail!.values.every((v) => v.role === 'tested')).toBe(true);
    const [ok] = run([
      lines[0]!,
      [30, 'Scope 1 emissions for 2022 were restated to 43,500 tCO2e after an acquisition.']
    ]).restatements;
    expect(ok).toMatchObject({ result: 'pass', severity: 'low' });
    expect(ok!.message).toMatch(/page 30 explains the difference/);
  });

  it('puts only the odd one out to the test when most places agree', () => {
    const [c] = run([
      [4, 'Scope 1 (tCO2e) — 2022 42,000'],
      [9, 'Scope 1 (tCO2e) — 2022 42,000'],
      [30, 'Scope 1 (tCO2e) — 2022 43,500']
    ]).restatements;
    expect(c!.result).toBe('fail');
    expect(c!.values.map((v) => [v.page, v.role])).toEqual([
      [4, 'input'],
      [9, 'input'],
      [30, 'tested']
    ]);
  });

  it('is inconclusive, contradicting nothing, when the values are too far apart to be one figure', () => {
    const [c] = run([
      [4, 'Scopes 1 and 2 (tCO2e) — 2021 834,562'],
      [5, 'Scopes 1 and 2 (tCO2e) — 2021 23,250']
    ]).restatements;
    expect(c).toMatchObject({ result: 'inconclusive', severity: 'low' });
    expect(c!.values.every((v) => v.role === 'input')).toBe(true);
    expect(c!.message).toMatch(/probably not one figure stated twice/);
    const onePage = run([
      [62, 'Scopes 1, 2 and 3 (tCO2e) — 2022 20,170,000'],
      [62, 'Scopes 1, 2 and 3 (tCO2e) — 2022 19,892,000']
    ]).restatements[0]!;
    expect(onePage).toMatchObject({ result: 'inconclusive', severity: 'low' });
    expect(onePage.message).toMatch(/columns were not read apart/);
  });

  it('takes a page stating a shorter or mixed reporting period as another perimeter, not a silent restatement', () => {
    const lines: Array<[number, string]> = [
      [143, 'Direct emissions (scope 1) (TONNES OF CO2e) — 2021 2,332'],
      [181, 'Direct emissions (Scope 1) (TONNES OF CO2e) — 2021 2,155.3']
    ];
    const mixed = partialPeriods([
      { page: 143, text: 'SCOPE 1 AND 2 CO2e EMISSIONS TONNES OF CO2e 2023 2022 2021' },
      {
        page: 181,
        text: 'Reporting period: 01.01.2021 – 31.12.2021 for the Moncler brand and 01.04.2021\n– 31.12.2021 for the Stone Island brand'
      }
    ]);
    expect(mixed.map((p) => p.page)).toEqual([181]);
    const inventory = ghgInventory(stated(lines));
    const [c] = checkRestatements(inventory, mixed);
    expect(c).toMatchObject({ result: 'pass', severity: 'low' });
    expect(c!.message).toMatch(/page 181 states its figures for another reporting period/);
    // A whole year, however it is written, is no other perimeter: the difference still fails.
    const whole = partialPeriods([
      { page: 181, text: 'Reporting period: 01.04.2021 – 31.03.2022 for the whole group.' }
    ]);
    expect(whole).toEqual([]);
    expect(checkRestatements(inventory, whole)[0]!.result).toBe('fail');
  });

  it('leaves base-year values to the baseline check and ignores a series stated once', () => {
    expect(
      run([
        [1, 'Our 2019 base year: Scope 1 emissions of 50,000 tCO2e in 2019.'],
        [4, 'Scope 1 (tCO2e) — 2019 52,000']
      ]).restatements
    ).toEqual([]);
    expect(run([TABLE]).restatements).toEqual([]);
  });
});
