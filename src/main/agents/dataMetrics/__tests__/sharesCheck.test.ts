import { describe, expect, it } from 'vitest';
import { claimFigures } from '../../../facts/claimFigures';
import type { StatedText } from '../../../facts/inventory';
import { checkSharesSum, roundingTolerance } from '../sharesCheck';

const RECT = { x: 0.1, y: 0.2, w: 0.3, h: 0.02 };
const stated = (lines: Array<string | [number, string]>): StatedText[] =>
  lines.map((line, i) => {
    const [page, text] = typeof line === 'string' ? [i + 1, line] : line;
    return { text, figures: claimFigures(text), page, rects: [RECT], source: { kind: 'claim', claimId: `c${i}` } };
  });
const results = (lines: string[]) => checkSharesSum(stated(lines)).map((c) => c.result);

describe('checkSharesSum: prose', () => {
  it('fails an energy mix over 100 %, with the parts, the sum, the tolerance and the page', () => {
    const [c] = checkSharesSum(stated(['Our energy mix in 2023 was 42% renewable, 38% natural gas and 25% coal.']));
    expect(c).toMatchObject({ checkName: 'shares_sum', result: 'fail', severity: 'medium', tolerance: 1.5 });
    expect(c!.computation).toBe('42 + 38 + 25 = 105 %; expected 100 % ± 1.5 pp (rounding of 3 printed shares)');
    expect(c!.message).toMatch(/sum to 105 %, 5 % over 100 %.*renewable 42 %, natural gas 38 %, coal 25 %.*\(p\. 1\)/);
    expect(c!.values[0]).toEqual({
      label: 'renewable',
      value: 42,
      unit: '%',
      role: 'tested',
      page: 1,
      rects: [RECT],
      claimId: 'c0'
    });
  });

  it('passes a breakdown that sums to 100 % within rounding, labels before or after the figure', () => {
    expect(results(['Scope 1 accounts for 30%, Scope 2 for 20% and Scope 3 for 50% of our emissions.'])).toEqual([
      'pass'
    ]);
    expect(results(['Scope 1 accounts for 30%, Scope 2 for 20% and Scope 3 for 55% of our emissions.'])).toEqual([
      'fail'
    ]);
    expect(
      results([
        'By headcount, white-collars made up 51%, followed by workers (28.3%), professionals (11%) and managers (9.8%).'
      ])
    ).toEqual(['pass']);
    // 33 + 33 + 33 = 99: three whole percentages may lose up to 1.5 pp to rounding.
    expect(results(['Our electricity mix is split into 33% wind, 33% solar and 33% hydro.'])).toEqual(['pass']);
    // The whole named as what was consumed: "N% of the energy we consumed was …".
    const consumed =
      'In 2025, 67% of the energy we consumed was renewable electricity, 19% natural gas and SHARE other fuels.';
    expect(results([consumed.replace('SHARE', '14%')])).toEqual(['pass']);
    expect(results([consumed.replace('SHARE', '26%')])).toEqual(['fail']);
  });

  it('fails a set under 100 % only when the text says the parts are the whole; under 100 % never passes', () => {
    expect(results(['Our energy mix consists of 42% renewable, 30% natural gas and 10% coal.'])).toEqual(['fail']);
    // A named remainder leaves the rest unquantified: nothing adds up to 100 %, so no check (it used to pass).
    expect(results(['Our energy mix was 42% renewable and 30% natural gas, the remainder coming from coal.'])).toEqual(
      []
    );
    expect(results(['Women made up 47% of the workforce and 27.6%, the remainder being men.'])).toEqual([]);
    expect(results(['Our energy mix was 42% renewable and 30% natural gas.'])).toEqual([]);
    // Over 100 % with a remainder named still fails.
    expect(results(['Our energy mix was 62% renewable and 50% natural gas, the remainder coming from coal.'])).toEqual([
      'fail'
    ]);
  });

  it('does not read percentages that are not parts of one whole', () => {
    expect(
      results([
        'Scope 1 emissions fell 12%, Scope 2 emissions 45% and Scope 3 emissions 60% compared with 2019.',
        'We aim to cut Scope 1 and 2 by 42% and Scope 3 by 25% by 2030.',
        'Women account for 71% of the employees with permanent contracts and 57% of the employees with fixed-term contracts.',
        'The share of renewable electricity rose to 65%, 70% and 80% at our three plants.',
        'Operating margin was 18%, EBITDA margin 24% and the tax rate 27%.',
        'Taxonomy-eligible revenue accounted for 20.3% and Taxonomy-aligned revenue for 66.5% of total revenue.',
        'Internal postings accounted for about 60% in Europe, 54% in America and 10% in Asia.',
        'Renewables made up 45% of our electricity and 80% of our heat.',
        // signed percentages are changes, not shares
        'Our energy mix by source: solar +60%, wind -45% and coal -10%.',
        'Our energy mix by source: solar 160% and wind 45%.',
        // a table row's cells (two years and the change), as the claims engine words a row
        'Energy: Share of renewable energy % of total electricity used: 79%; 77%; 2.6%'
      ])
    ).toEqual([]);
  });
});

describe('checkSharesSum: a total row named after its whole', () => {
  it('takes "Scope 3 total 100 %" as the whole, not as a share of it', () => {
    const checks = checkSharesSum(
      stated([
        [3, 'Scope 3 emissions by category: Category 2 (%) — 2023 60.0'],
        [3, 'Scope 3 emissions by category: Category 4 (%) — 2023 40.0'],
        [3, 'Scope 3 emissions by category: Scope 3 total (%) — 2023 100.0']
      ])
    );
    expect(checks.map((c) => c.result)).toEqual(['pass']);
  });
});

describe('checkSharesSum: table columns', () => {
  it('reads each column of a share table with a total row of 100 %, and fails the column over 100 %', () => {
    const checks = checkSharesSum(
      stated([
        [12, 'Energy consumption by source: Renewable (%) — 2023 42; 2022 40'],
        [12, 'Energy consumption by source: Natural gas (%) — 2023 38; 2022 41'],
        [12, 'Energy consumption by source: Coal (%) — 2023 25; 2022 19'],
        [12, 'Energy consumption by source: Total (%) — 2023 100; 2022 100']
      ])
    );
    expect(checks.map((c) => [c.result, c.computation.split(';')[0]])).toEqual([
      ['fail', '42 + 38 + 25 = 105 %'],
      ['pass', '40 + 41 + 19 = 100 %']
    ]);
    expect(checks[0]!.message).toMatch(/Energy consumption by source, 2023/);
    expect(checks[0]!.values.map((v) => [v.label, v.claimId])).toEqual([
      ['Renewable', 'c0'],
      ['Natural gas', 'c1'],
      ['Coal', 'c2']
    ]);
  });

  it('leaves tables alone that hold rates or nested parts, or do not say they divide a whole', () => {
    const rows = (caption: string, labels: string[]) =>
      labels.map((l, i): [number, string] => [5, `${caption}: ${l} (%) — 2023 ${60 + i}`]);
    expect(checkSharesSum(stated(rows('Packaging by material', ['Paper', 'Recycled', 'Plastic'])))).toEqual([]);
    expect(checkSharesSum(stated(rows('Site performance', ['Plant A', 'Plant B', 'Plant C'])))).toEqual([]);
  });
});

describe('roundingTolerance', () => {
  it('is half a unit of each printed share’s last digit, summed', () => {
    expect(
      roundingTolerance([
        { label: 'a', value: 42, decimals: 0, raw: '42%' },
        { label: 'b', value: 28.3, decimals: 1, raw: '28.3%' }
      ])
    ).toBe(0.55);
  });
});
